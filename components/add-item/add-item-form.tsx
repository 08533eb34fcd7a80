'use client';
import { useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Alert } from '@/components/ui/alert';
import { theme } from '@/styles/theme';
import { FieldError } from '@/components/ui/field-error';
import { Input, Select, SubmitButton, TextArea } from '@/components/ui/form-controls';
import { formPanelStyles } from '@/components/ui/form-panel-styles';
import Link from '@/components/ui/link';
import { adminBrowserApi } from '@/lib/api/admin-browser';
import { isApiError } from '@/lib/contract/api-error';
import { PicturePicker, type PictureValue } from '@/components/admin/picture-picker';
import {
  ADD_ITEM_FAILED,
  ADD_ITEM_LABELS,
  ADD_ITEM_SAVED,
  addItemCreatedMessage,
  ADD_ITEM_SUBMIT,
  ITEM_CATEGORIES,
  ITEM_MEDIA_FIELDS,
  ITEM_RATINGS,
  ITEM_SIZES,
  ITEMS_STORAGE_KEY,
} from './add-item-messages';
import {
  INITIAL_ITEM_DRAFT,
  toItemValues,
  toProductBody,
  itemFieldOfProblem,
  validateItemDraft,
  type ItemDraft,
  type ItemErrors,
  type ItemField,
  type ItemValues,
} from './add-item-values';

type TextField = Exclude<ItemField, 'is_active' | 'new_arrival' | 'top_selling'>;
type SwitchField = 'is_active' | 'new_arrival' | 'top_selling';

const REQUIRED_FIELDS: readonly ItemField[] = ['category', 'product_name', 'description', 'offer_price', 'mrp'];
const SWITCH_FIELDS: readonly SwitchField[] = ['is_active', 'new_arrival', 'top_selling'];
/** Field order, for moving focus to the first field with a problem. */
const FIELD_ORDER: readonly ItemField[] = [
  'category',
  'product_name',
  'product_code',
  'size',
  'description',
  'quantity',
  'rating',
  'offer_price',
  'mrp',
  ...ITEM_MEDIA_FIELDS,
  'remarks',
];

const Form = styled.form`
  ${formPanelStyles}
`;

const Uploads = styled.div`
  grid-column: 1 / -1;
`;

const StaffNote = styled.p`
  margin: 0 0 ${theme.space(5)};
  font-weight: 700;
`;

const Grid = styled.div`
  display: grid;
  gap: ${theme.space(5)};
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: ${theme.breakpoints.md}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Group = styled.fieldset`
  grid-column: 1 / -1;
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  display: grid;
  gap: ${theme.space(5)};
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: ${theme.breakpoints.md}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  legend {
    padding: 0;
    margin-bottom: ${theme.space(3)};
    font-family: ${theme.fonts.display};
    font-size: 1.25rem;
    color: ${theme.colors.indigoDark};
  }
`;

const Field = styled.div<{ $full?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1)};
  grid-column: ${({ $full }) => ($full ? '1 / -1' : 'auto')};
`;

const Label = styled.label`
  font-weight: 700;
  font-size: var(--text-note);
`;

const RequiredMark = styled.span`
  color: ${theme.colors.danger};
  margin-left: ${theme.space(1)};
`;

const Switches = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(4)} ${theme.space(8)};
`;

const SwitchLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(3)};
  min-height: 44px;
  font-weight: 700;
  cursor: pointer;
  input {
    appearance: none;
    margin: 0;
    flex: none;
    position: relative;
    width: 44px;
    height: 24px;
    border-radius: ${theme.radii.round};
    background: #8a8f99;
    cursor: pointer;
    transition: background-color 0.15s ease;
  }
  input::after {
    content: '';
    position: absolute;
    top: 3px;
    left: 3px;
    width: 18px;
    height: 18px;
    border-radius: 50%;
    background: #fff;
    transition: transform 0.15s ease;
  }
  input:checked {
    background: ${theme.colors.success};
  }
  input:checked::after {
    transform: translateX(20px);
  }
  input:focus-visible {
    outline: 3px solid ${theme.focus.ring};
    outline-offset: 2px;
  }
`;

const Outcome = styled.div`
  margin-top: ${theme.space(4)};
  &:focus {
    outline: none;
  }
`;

const Submit = styled(SubmitButton)`
  margin-top: ${theme.space(8)};
  background: ${theme.colors.indigo};
  &:hover:not(:disabled) {
    background: ${theme.colors.indigoDark};
  }
`;

/** A signed-in staff member: the form creates the product in the shop (docs/DEVIATIONS.md). */
export interface AddItemStaff {
  name: string;
  /** The shop's category id for each of the form's categories, by name (Men, Women, Kids). */
  categoryIds: Partial<Record<(typeof ITEM_CATEGORIES)[number], number>>;
}

type Outcome =
  | { kind: 'stored' }
  | { kind: 'created'; message: string; productId: number; path: string }
  | { kind: 'failed'; message: string };

/**
 * The internal Add New Item form (spec section 3). For anyone, submitting
 * valid values logs them and writes them to local storage under 'items',
 * replacing what was there. For a signed-in staff member it also creates the
 * product in the shop through the back office's call, which checks every
 * field: a problem it names shows under the form's field.
 */
export function AddItemForm({ staff = null }: { staff?: AddItemStaff | null }) {
  const id = useId();
  const [draft, setDraft] = useState<ItemDraft>(INITIAL_ITEM_DRAFT);
  const [errors, setErrors] = useState<ItemErrors>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const outcomeRef = useRef<HTMLDivElement>(null);
  /** Staff: what each uploaded picture shows, by its URL (the spec's form has no field for it). */
  const [alts, setAlts] = useState<Record<string, string>>({});
  const uploadedPictures = ITEM_MEDIA_FIELDS.flatMap((field) =>
    draft[field].startsWith('/media/') ? [{ url: draft[field], alt: alts[draft[field]] ?? '' }] : [],
  );

  /** The picker's pictures, in order, become the picture fields (main image first); typed addresses stay after them. */
  function placePictures(pictures: PictureValue[]) {
    const typed = ITEM_MEDIA_FIELDS.map((field) => draft[field]).filter(
      (url) => url.trim() !== '' && !url.startsWith('/media/'),
    );
    const urls = [...pictures.map((picture) => picture.url), ...typed];
    setDraft((current) => {
      const next = { ...current };
      ITEM_MEDIA_FIELDS.forEach((field, index) => {
        next[field] = urls[index] ?? '';
      });
      return next;
    });
    setAlts(Object.fromEntries(pictures.map((picture) => [picture.url, picture.alt])));
    setOutcome(null);
  }

  const fieldId = (field: ItemField) => `${id}-${field}`;
  const errorId = (field: ItemField) => `${id}-${field}-error`;

  function update<F extends ItemField>(field: F, value: ItemDraft[F]) {
    setDraft((current) => ({ ...current, [field]: value }));
    setOutcome(null);
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function showProblems(found: ItemErrors): boolean {
    setErrors(found);
    const firstInvalid = FIELD_ORDER.find((field) => found[field]);
    if (!firstInvalid) return false;
    setOutcome(null);
    document.getElementById(fieldId(firstInvalid))?.focus();
    return true;
  }

  async function createInShop(values: ItemValues, member: AddItemStaff) {
    setBusy(true);
    let fieldProblems = false;
    try {
      const body = toProductBody(values, member.categoryIds, alts);
      const answer = await adminBrowserApi.createProduct(body);
      setOutcome({
        kind: 'created',
        message: addItemCreatedMessage(answer.product.name, answer.product.product_code),
        productId: answer.product.id,
        path: answer.product.storefront_path,
      });
    } catch (error) {
      const found: ItemErrors = {};
      if (isApiError(error))
        for (const problem of error.errors ?? (error.field ? [{ field: error.field, message: error.message }] : [])) {
          const field = itemFieldOfProblem(problem.field, values);
          if (field) found[field] ??= `${ADD_ITEM_LABELS[field]} ${problem.message.replace(/^[\w.]+: /, '')}`;
        }
      fieldProblems = showProblems(found);
      if (!fieldProblems)
        setOutcome({
          kind: 'failed',
          message: isApiError(error) && error.forShopper ? error.message : ADD_ITEM_FAILED,
        });
    } finally {
      setBusy(false);
    }
    // The outcome takes the focus, unless a field the server named has it.
    if (!fieldProblems) requestAnimationFrame(() => outcomeRef.current?.focus());
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (showProblems(validateItemDraft(draft))) return;
    const values = toItemValues(draft);
    console.log('Add New Item values', values);
    window.localStorage.setItem(ITEMS_STORAGE_KEY, JSON.stringify(values));
    if (staff) void createInShop(values, staff);
    else setOutcome({ kind: 'stored' });
  }

  const controlProps = (field: TextField) => ({
    id: fieldId(field),
    name: field,
    value: draft[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      update(field, event.target.value),
    required: REQUIRED_FIELDS.includes(field) || undefined,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? errorId(field) : undefined,
  });

  const shell = (field: TextField, control: ReactNode, full = false) => (
    <Field key={field} $full={full}>
      <Label htmlFor={fieldId(field)}>
        {ADD_ITEM_LABELS[field]}
        {REQUIRED_FIELDS.includes(field) ? <RequiredMark aria-hidden="true">*</RequiredMark> : null}
      </Label>
      {control}
      {errors[field] ? <FieldError id={errorId(field)}>{errors[field]}</FieldError> : null}
    </Field>
  );

  return (
    <Form onSubmit={handleSubmit} noValidate aria-label="Add New Item">
      {staff ? <StaffNote>Signed in as {staff.name}: submitting adds the item to the shop.</StaffNote> : null}
      <Grid>
        {shell(
          'category',
          <Select {...controlProps('category')}>
            <option value="">Select a category</option>
            {ITEM_CATEGORIES.map((category, index) => (
              <option key={category} value={String(index)}>
                {category}
              </option>
            ))}
          </Select>,
        )}
        {shell('product_name', <Input type="text" {...controlProps('product_name')} />)}
        {shell('product_code', <Input type="number" inputMode="numeric" step="1" {...controlProps('product_code')} />)}
        {shell(
          'size',
          <Select {...controlProps('size')}>
            <option value="">Select a size</option>
            {ITEM_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </Select>,
        )}
        <Switches>
          {SWITCH_FIELDS.map((field) => (
            <SwitchLabel key={field} htmlFor={fieldId(field)}>
              <input
                type="checkbox"
                role="switch"
                id={fieldId(field)}
                name={field}
                checked={draft[field]}
                onChange={(event) => update(field, event.target.checked)}
              />
              {ADD_ITEM_LABELS[field]}
            </SwitchLabel>
          ))}
        </Switches>
        {shell('description', <TextArea rows={5} {...controlProps('description')} />, true)}
        {shell('quantity', <Input type="number" inputMode="numeric" min={0} step="1" {...controlProps('quantity')} />)}
        {shell(
          'rating',
          <Select {...controlProps('rating')}>
            <option value="">Select a rating</option>
            {ITEM_RATINGS.map((rating) => (
              <option key={rating} value={rating}>
                {rating}
              </option>
            ))}
          </Select>,
        )}
        {shell(
          'offer_price',
          <Input type="number" inputMode="decimal" min={0} step="any" {...controlProps('offer_price')} />,
        )}
        {shell('mrp', <Input type="number" inputMode="decimal" min={0} step="any" {...controlProps('mrp')} />)}
        {staff ? (
          <Uploads>
            <PicturePicker
              value={uploadedPictures}
              onChange={placePictures}
              max={ITEM_MEDIA_FIELDS.length}
              legend="Upload pictures (they fill the fields below in order)"
            />
          </Uploads>
        ) : null}
        <Group>
          <legend>Pictures and videos</legend>
          {ITEM_MEDIA_FIELDS.map((field) =>
            shell(
              field,
              <Input type="url" inputMode="url" placeholder="https://" {...controlProps(field)} />,
              field === 'main_image',
            ),
          )}
        </Group>
        {shell('remarks', <TextArea rows={3} {...controlProps('remarks')} />, true)}
      </Grid>
      <Submit type="submit" disabled={busy} aria-busy={busy}>
        {ADD_ITEM_SUBMIT}
      </Submit>
      <Outcome ref={outcomeRef} tabIndex={-1}>
        <Alert tone="success" element="div">
          {outcome?.kind === 'stored' ? ADD_ITEM_SAVED : null}
          {outcome?.kind === 'created' ? (
            <>
              <p>{outcome.message}</p>
              <p>
                <Link href={outcome.path}>See it in the shop</Link> ·{' '}
                <Link href={`/admin/products/${outcome.productId}`}>Edit it in the back office</Link>
              </p>
            </>
          ) : null}
        </Alert>
        {outcome?.kind === 'failed' ? <Alert>{outcome.message}</Alert> : null}
      </Outcome>
    </Form>
  );
}
