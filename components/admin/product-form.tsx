'use client';
import { useRouter } from 'next/navigation';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { FieldError } from '@/components/ui/field-error';
import { FieldHint, Input, Select, TextArea } from '@/components/ui/form-controls';
import { adminBrowserApi } from '@/lib/api/admin-browser';
import { MAX_PRODUCT_PICTURES, MAX_PRODUCT_SIZES } from '@/lib/contract/admin-limits';
import type { adminProduct } from '@/lib/contract/admin-products';
import { isApiError } from '@/lib/contract/api-error';
import type { CategoryWithSubcategories } from '@/lib/contract';
import { PicturePicker, validatePictures, type PictureValue } from './picture-picker';
import { problemsOf, useFormProblems } from './form-problems';
import { AdminButton, ButtonRow } from './admin-parts';
import styles from './product-form.module.css';

type AdminProduct = z.output<typeof adminProduct>;
type SizeRow = { key: number; size: string; quantity: string; existing: AdminProduct['sizes'][number] | null };

const PICTURES_NEED_ALT = 'Describe every picture for shoppers who cannot see it.';

let rowKeys = 0;
const nextKey = () => (rowKeys += 1);

function moved<T>(rows: T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (target < 0 || target >= rows.length) return rows;
  const copy = [...rows];
  [copy[index], copy[target]] = [copy[target] as T, copy[index] as T];
  return copy;
}

/** The HSN field's hint: the code the product takes when the field is left empty. */
function hsnHint(categoryHsnCode: string | null | undefined): string {
  return categoryHsnCode
    ? `4, 6 or 8 digits. Empty: the category's code, ${categoryHsnCode}.`
    : '4, 6 or 8 digits. The category has no code: give one before the product is sold.';
}

/**
 * A product's form, new or to edit. What the storefront shows: name, style code, category and subcategory,
 * description and remarks, prices, sizes (a new size with its starting stock; afterwards stock moves only
 * through adjustments), pictures with their alternative text, and whether shoppers see it. The server checks
 * everything: each problem it names shows under its field, which takes the focus. A save made from an older
 * version is refused with who saved and what differs, and the member reloads theirs.
 */
export function ProductForm({
  product,
  categories,
  categoryHsnCodes = {},
}: {
  product?: AdminProduct;
  categories: readonly CategoryWithSubcategories[];
  categoryHsnCodes?: Record<string, string | null>;
}) {
  const id = useId();
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const [categoryId, setCategoryId] = useState(String(product?.category.id ?? ''));
  const [sizes, setSizes] = useState<SizeRow[]>(() =>
    product
      ? product.sizes.map((entry) => ({ key: nextKey(), size: entry.size, quantity: '', existing: entry }))
      : [{ key: nextKey(), size: '', quantity: '0', existing: null }],
  );
  const [pictures, setPictures] = useState<PictureValue[]>(() => product?.pictures ?? []);
  const [showPictureProblems, setShowPictureProblems] = useState(false);
  const [busy, setBusy] = useState(false);
  const { failure, setFailure, problemProps, problem } = useFormProblems(id, formRef);
  /** The refusal was of a save made from an older version: the member reloads the other's. */
  const [stale, setStale] = useState(false);
  const subcategories = categories.find((category) => String(category.id) === categoryId)?.subcategories ?? [];

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missingAlt = validatePictures(pictures);
    setShowPictureProblems(missingAlt.length > 0);
    if (missingAlt.length > 0) {
      // Every picture is described before the form goes; the failure's effect focuses the first one without.
      setStale(false);
      setFailure({ message: PICTURES_NEED_ALT, fields: {} });
      return;
    }
    const data = new FormData(event.currentTarget);
    const text = (name: string) => {
      const value = data.get(name);
      return typeof value === 'string' ? value.trim() : '';
    };
    const body = {
      name: text('name'),
      product_code: text('product_code') || null,
      category_id: text('category_id'),
      sub_category_id: text('sub_category_id') || null,
      description: text('description'),
      remarks: text('remarks'),
      offer_price: text('offer_price'),
      mrp: text('mrp'),
      hsn_code: text('hsn_code'),
      active: data.get('active') === 'on',
      best_seller: data.get('best_seller') === 'on',
      new_arrival: data.get('new_arrival') === 'on',
      sizes: sizes.map((row) =>
        row.existing ? { size: row.size.trim() } : { size: row.size.trim(), quantity: row.quantity.trim() || '0' },
      ),
      pictures: pictures.map(({ url, alt }) => ({ url: url.trim(), alt: alt.trim() })),
    };
    setBusy(true);
    setFailure(null);
    setStale(false);
    try {
      // The contract's input accepts form text for numbers and ids; the server parses and checks every field.
      const input = body as unknown as Parameters<typeof adminBrowserApi.createProduct>[0];
      const answer = product
        ? await adminBrowserApi.updateProduct({ ...input, product_id: product.id, version: product.version })
        : await adminBrowserApi.createProduct(input);
      router.push(`/admin/products/${answer.product.id}?done=${product ? 'saved' : 'created'}`);
      router.refresh();
    } catch (error) {
      const refused = problemsOf(error);
      const olderVersion = isApiError(error) && error.code === 'conflict' && error.field === 'version';
      setStale(olderVersion);
      // A stale save names the fields that differ from the saved product: the banner says so; none is wrong.
      setFailure(olderVersion ? { ...refused, fields: {} } : refused);
    } finally {
      setBusy(false);
    }
  }

  const field = (name: string, label: string, control: ReactNode, hint?: string, wide = false) => (
    <div className={wide ? `${styles.field} ${styles.wide}` : styles.field}>
      <label htmlFor={`${id}-${name}`}>{label}</label>
      {control}
      {hint ? <FieldHint>{hint}</FieldHint> : null}
      {problem(name)}
    </div>
  );
  const updateSize = (key: number, change: Partial<SizeRow>) =>
    setSizes((rows) => rows.map((row) => (row.key === key ? { ...row, ...change } : row)));
  // The server's word on the pictures (none, too many, one not served by the shop), under the picker.
  const pictureProblem: string | undefined = Object.entries(failure?.fields ?? {}).find(([name]) =>
    name.startsWith('pictures'),
  )?.[1];

  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>{product ? 'Edit the product' : 'New product'}</h2>
      <fieldset className={styles.fields}>
        <legend>What shoppers read</legend>
        {field(
          'name',
          'Name',
          <Input
            id={`${id}-name`}
            name="name"
            defaultValue={product?.name ?? ''}
            aria-required
            {...problemProps('name')}
          />,
          undefined,
          true,
        )}
        {field(
          'category_id',
          'Category',
          <Select
            id={`${id}-category_id`}
            name="category_id"
            value={categoryId}
            onChange={(event) => setCategoryId(event.target.value)}
            aria-required
            {...problemProps('category_id')}
          >
            <option value="">Choose a category</option>
            {categories.map((category) => (
              <option key={category.id} value={String(category.id)}>
                {category.name}
              </option>
            ))}
          </Select>,
        )}
        {field(
          'sub_category_id',
          'Subcategory',
          <Select
            key={categoryId}
            id={`${id}-sub_category_id`}
            name="sub_category_id"
            defaultValue={String(product?.category.id) === categoryId ? String(product?.subcategory?.id ?? '') : ''}
            {...problemProps('sub_category_id')}
          >
            <option value="">None</option>
            {subcategories.map((subcategory) => (
              <option key={subcategory.id} value={String(subcategory.id)}>
                {subcategory.name}
              </option>
            ))}
          </Select>,
        )}
        {field(
          'description',
          'Description',
          <TextArea
            id={`${id}-description`}
            name="description"
            rows={5}
            defaultValue={product?.description ?? ''}
            aria-required
            {...problemProps('description')}
          />,
          'Plain text, as shoppers read it on the product page.',
          true,
        )}
        {field(
          'remarks',
          'Remarks (optional)',
          <TextArea
            id={`${id}-remarks`}
            name="remarks"
            rows={3}
            defaultValue={product?.remarks ?? ''}
            {...problemProps('remarks')}
          />,
          'Care, material and making.',
          true,
        )}
        {field(
          'product_code',
          'Product code',
          <Input
            id={`${id}-product_code`}
            name="product_code"
            inputMode="numeric"
            defaultValue={product ? String(product.product_code) : ''}
            autoComplete="off"
            {...problemProps('product_code')}
          />,
          product ? 'Colour variants of one style share a code.' : 'Empty: the next free code.',
        )}
      </fieldset>

      <fieldset className={styles.fields}>
        <legend>Price, US dollars</legend>
        {field(
          'offer_price',
          'Offer price',
          <Input
            id={`${id}-offer_price`}
            name="offer_price"
            inputMode="decimal"
            defaultValue={product ? String(product.offer_price) : ''}
            autoComplete="off"
            aria-required
            {...problemProps('offer_price')}
          />,
          'What shoppers pay; rupee prices follow the shop’s rule.',
        )}
        {field(
          'mrp',
          'MRP',
          <Input
            id={`${id}-mrp`}
            name="mrp"
            inputMode="decimal"
            defaultValue={product ? String(product.mrp) : ''}
            autoComplete="off"
            aria-required
            {...problemProps('mrp')}
          />,
          'Shown struck through when above the offer price.',
        )}
      </fieldset>

      <fieldset className={styles.fields}>
        <legend>Tax</legend>
        {field(
          'hsn_code',
          'HSN code (optional)',
          <Input
            id={`${id}-hsn_code`}
            name="hsn_code"
            inputMode="numeric"
            defaultValue={product?.hsn_code ?? ''}
            autoComplete="off"
            {...problemProps('hsn_code')}
          />,
          hsnHint(
            categoryHsnCodes[categoryId] ??
              (String(product?.category.id) === categoryId ? product?.category_hsn_code : null),
          ),
        )}
      </fieldset>

      <fieldset className={styles.rows} aria-describedby={`${id}-sizes-hint`}>
        <legend>Sizes</legend>
        <FieldHint id={`${id}-sizes-hint`}>
          In the order shoppers see them. A new size starts with the stock you give; afterwards, change stock on the
          product&apos;s stock page, with a reason.
        </FieldHint>
        {problem('sizes')}
        <ol className={styles.list}>
          {sizes.map((row, index) => (
            <li key={row.key} className={styles.row}>
              <div className={styles.field}>
                <label htmlFor={`${id}-size-${row.key}`}>Size {index + 1}</label>
                <Input
                  id={`${id}-size-${row.key}`}
                  value={row.size}
                  readOnly={row.existing !== null}
                  onChange={(event) => updateSize(row.key, { size: event.target.value })}
                  autoComplete="off"
                  {...problemProps(`sizes.${index}.size`)}
                />
                {problem(`sizes.${index}.size`)}
              </div>
              {row.existing ? (
                <p className={styles.stock}>
                  {row.existing.quantity} on the shelf
                  {row.existing.reserved > 0 ? `, ${row.existing.reserved} held for unpaid orders` : ''}
                </p>
              ) : (
                <div className={styles.field}>
                  <label htmlFor={`${id}-quantity-${row.key}`}>Starting stock</label>
                  <Input
                    id={`${id}-quantity-${row.key}`}
                    value={row.quantity}
                    inputMode="numeric"
                    onChange={(event) => updateSize(row.key, { quantity: event.target.value })}
                    autoComplete="off"
                    {...problemProps(`sizes.${index}.quantity`)}
                  />
                  {problem(`sizes.${index}.quantity`)}
                </div>
              )}
              <ButtonRow className={styles.rowButtons}>
                <AdminButton
                  type="button"
                  $variant="secondary"
                  disabled={index === 0}
                  onClick={() => setSizes((rows) => moved(rows, index, -1))}
                  aria-label={`Move size ${row.size || index + 1} up`}
                >
                  ↑
                </AdminButton>
                <AdminButton
                  type="button"
                  $variant="secondary"
                  disabled={index === sizes.length - 1}
                  onClick={() => setSizes((rows) => moved(rows, index, 1))}
                  aria-label={`Move size ${row.size || index + 1} down`}
                >
                  ↓
                </AdminButton>
                <AdminButton
                  type="button"
                  $variant="dangerSecondary"
                  onClick={() => setSizes((rows) => rows.filter((other) => other.key !== row.key))}
                  aria-label={`Remove size ${row.size || index + 1}`}
                >
                  Remove
                </AdminButton>
              </ButtonRow>
            </li>
          ))}
        </ol>
        {sizes.length < MAX_PRODUCT_SIZES ? (
          <AdminButton
            type="button"
            $variant="secondary"
            onClick={() => setSizes((rows) => [...rows, { key: nextKey(), size: '', quantity: '0', existing: null }])}
          >
            Add a size
          </AdminButton>
        ) : null}
      </fieldset>

      <div className={styles.pictures}>
        <PicturePicker
          value={pictures}
          onChange={setPictures}
          max={MAX_PRODUCT_PICTURES}
          legend="Pictures (the first is the main one)"
          showProblems={showPictureProblems}
        />
        {pictureProblem ? (
          <div id={`${id}-pictures-error`} tabIndex={-1}>
            <FieldError id={`${id}-pictures-message`}>{pictureProblem}</FieldError>
          </div>
        ) : null}
      </div>

      <fieldset className={styles.checks}>
        <legend>On the storefront</legend>
        {(
          [
            ['active', 'Shown to shoppers', product?.active ?? true],
            ['best_seller', 'Best seller (on the home page)', product?.best_seller ?? false],
            ['new_arrival', 'New arrival', product?.new_arrival ?? true],
          ] as const
        ).map(([name, label, checked]) => (
          <div className={styles.check} key={name}>
            <input id={`${id}-${name}`} type="checkbox" name={name} defaultChecked={checked} {...problemProps(name)} />
            <label htmlFor={`${id}-${name}`}>{label}</label>
            {problem(name)}
          </div>
        ))}
      </fieldset>

      {failure ? (
        <div className={styles.failure}>
          <Alert id={`${id}-failure`} tabIndex={-1}>
            {failure.message}
          </Alert>
          {stale ? (
            <AdminButton type="button" $variant="secondary" onClick={() => window.location.reload()}>
              Reload their version
            </AdminButton>
          ) : null}
        </div>
      ) : null}
      <AdminButton type="submit" disabled={busy} aria-busy={busy}>
        {product ? 'Save product' : 'Create product'}
      </AdminButton>
    </form>
  );
}
