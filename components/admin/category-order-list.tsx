'use client';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import Link from '@/components/ui/link';
import { adminBrowserApi } from '@/lib/api/admin-browser';
import { isApiError } from '@/lib/contract/api-error';
import { ACTION_FAILED } from './admin-messages';
import { AdminButton } from './admin-parts';
import styles from './category-editor.module.css';

export const ORDER_LABELS = { up: 'Move up', down: 'Move down' } as const;

export interface OrderItem {
  id: number;
  name: string;
  /** Its page in the back office, when it has one. */
  href?: string;
  /** A line under the name (products, subcategories). */
  detail: string;
}

type Direction = keyof typeof ORDER_LABELS;

/**
 * Categories, or the subcategories of one (categoryId), in menu order with Move up / Move down for owners
 * (canReorder, from the server). Each move saves the whole order at once; focus stays on the moved item's
 * button (its other one at either end), and the outcome is read out from a status message.
 */
export function CategoryOrderList(props: OrderListProps) {
  // New data from the server (a rename elsewhere on the page) starts the list afresh; its own moves do not.
  const key = props.items.map((item) => `${item.id}:${item.name}:${item.detail}`).join('|');
  return <OrderList key={key} {...props} />;
}

interface OrderListProps {
  items: OrderItem[];
  canReorder: boolean;
  categoryId?: number;
  label: string;
}

function OrderList({ items, canReorder, categoryId, label }: OrderListProps) {
  const [order, setOrder] = useState(items);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const [failure, setFailure] = useState('');
  const [focus, setFocus] = useState<{ id: number; direction: Direction } | null>(null);
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    if (!focus) return;
    const index = order.findIndex((item) => item.id === focus.id);
    const atEdge = focus.direction === 'up' ? index === 0 : index === order.length - 1;
    const direction: Direction = atEdge ? (focus.direction === 'up' ? 'down' : 'up') : focus.direction;
    listRef.current?.querySelector<HTMLButtonElement>(`[data-move="${focus.id}-${direction}"]`)?.focus();
  }, [focus, order]);

  async function move(index: number, direction: Direction) {
    // One save at a time; the buttons stay enabled so the focus never drops from the one pressed.
    if (busy) return;
    const target = direction === 'up' ? index - 1 : index + 1;
    const moved = order[index];
    const other = order[target];
    if (!moved || !other) return;
    const next = [...order];
    next[index] = other;
    next[target] = moved;
    const before = order;
    setOrder(next);
    setFocus({ id: moved.id, direction });
    setBusy(true);
    setMessage('');
    setFailure('');
    try {
      const ids = next.map((item) => item.id);
      const answer =
        categoryId === undefined
          ? await adminBrowserApi.reorderCategories({ ids })
          : await adminBrowserApi.reorderSubcategories({ category_id: categoryId, ids });
      setMessage(`${moved.name}: position ${target + 1} of ${next.length}. ${answer.message}`);
    } catch (error) {
      setOrder(before);
      setFailure(isApiError(error) && error.forShopper ? error.message : ACTION_FAILED);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <ol ref={listRef} className={styles.orderList} aria-label={label}>
        {order.map((item, index) => (
          <li key={item.id} className={styles.orderItem} data-testid="order-item">
            <span className={styles.position} aria-hidden="true">
              {index + 1}
            </span>
            <span className={styles.itemText}>
              {item.href ? <Link href={item.href}>{item.name}</Link> : <strong>{item.name}</strong>}
              <small>{item.detail}</small>
            </span>
            {canReorder ? (
              <span className={styles.moves}>
                {(['up', 'down'] as const).map((direction) => (
                  <AdminButton
                    key={direction}
                    type="button"
                    $variant="secondary"
                    data-move={`${item.id}-${direction}`}
                    aria-label={`${ORDER_LABELS[direction]}: ${item.name}`}
                    title={ORDER_LABELS[direction]}
                    aria-busy={busy}
                    disabled={direction === 'up' ? index === 0 : index === order.length - 1}
                    onClick={() => void move(index, direction)}
                  >
                    <span aria-hidden="true">{direction === 'up' ? '↑' : '↓'}</span>
                  </AdminButton>
                ))}
              </span>
            ) : null}
          </li>
        ))}
      </ol>
      <Alert tone="success">{message}</Alert>
      {failure ? <Alert>{failure}</Alert> : null}
    </>
  );
}
