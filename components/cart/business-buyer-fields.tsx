'use client';
import { useCallback, useState, type ChangeEvent } from 'react';
import type { FieldError as FieldProblem } from '@/lib/contract/api-error';
import { GSTIN_MESSAGES, gstinProblem } from '@/lib/gst/gstin';
import { FieldError } from '@/components/ui/field-error';
import { FieldHint, Input } from '@/components/ui/form-controls';
import {
  BUSINESS_BUYER_HINT,
  BUSINESS_BUYER_TOGGLE,
  BUSINESS_FIELD_LABELS,
  BUSINESS_REQUIRED_MESSAGES,
  fieldProblemMessage,
  GSTIN_HINT,
  type BusinessFieldName,
} from './cart-messages';
import styles from './business-buyer-fields.module.css';
import fields from './delivery-form.module.css';

/** The business buyer's part of the delivery form: asked or not, and the two fields. */
export interface BusinessBuyer {
  asked: boolean;
  gstin: string;
  buyer_legal_name: string;
}

export const BUSINESS_FIELD_ORDER: BusinessFieldName[] = ['gstin', 'buyer_legal_name'];
type BusinessErrors = Partial<Record<BusinessFieldName, string>>;
/** What the create-order call takes (lib/contract/orders.ts): the GSTIN upper-cased, nothing when not asked. */
export type BusinessOrderFields = { gstin?: string; buyer_legal_name?: string };

export function isBusinessField(field: string): field is BusinessFieldName {
  return BUSINESS_FIELD_ORDER.some((name) => name === field);
}

function normalizedGstin(typed: string): string {
  return typed.replace(/\s+/g, '').toUpperCase();
}

/** The same rules as the server's (lib/contract/orders.ts with lib/gst/gstin.ts). */
function businessFieldError(name: BusinessFieldName, buyer: BusinessBuyer): string | undefined {
  if (name === 'gstin') {
    const gstin = normalizedGstin(buyer.gstin);
    if (gstin === '') return BUSINESS_REQUIRED_MESSAGES.gstin;
    const problem = gstinProblem(gstin);
    return problem ? fieldProblemMessage(BUSINESS_FIELD_LABELS.gstin, GSTIN_MESSAGES[problem]) : undefined;
  }
  const legalName = buyer.buyer_legal_name.trim();
  if (legalName === '') return BUSINESS_REQUIRED_MESSAGES.buyer_legal_name;
  return legalName.length > 200
    ? fieldProblemMessage(BUSINESS_FIELD_LABELS.buyer_legal_name, 'must be at most 200 characters')
    : undefined;
}

/**
 * The business buyer's state for the delivery form: `offered` is false for
 * delivery abroad (a GSTIN is for an Indian supply), and nothing is checked
 * or sent then.
 */
export function useBusinessBuyer(offered: boolean) {
  const [buyer, setBuyer] = useState<BusinessBuyer>({ asked: false, gstin: '', buyer_legal_name: '' });
  const [errors, setErrors] = useState<BusinessErrors>({});
  const active = offered && buyer.asked;

  /** A field's message changes or goes as soon as the shopper fixes it; none appears while typing. */
  const change = useCallback((next: BusinessBuyer) => {
    setBuyer(next);
    setErrors((current) => {
      const updated: BusinessErrors = {};
      if (!next.asked) return updated;
      for (const name of BUSINESS_FIELD_ORDER) {
        if (!(name in current)) continue;
        const error = businessFieldError(name, next);
        if (error) updated[name] = error;
      }
      return updated;
    });
  }, []);

  /** Place Order: the fields' problems, shown; the names of the bad ones, in order. */
  function check(): { bad: BusinessFieldName[]; missing: boolean } {
    const found: BusinessErrors = {};
    if (active)
      for (const name of BUSINESS_FIELD_ORDER) {
        const error = businessFieldError(name, buyer);
        if (error) found[name] = error;
      }
    setErrors(found);
    const bad = BUSINESS_FIELD_ORDER.filter((name) => found[name]);
    return { bad, missing: bad.some((name) => buyer[name].trim() === '') };
  }

  function orderFields(): BusinessOrderFields {
    return active ? { gstin: normalizedGstin(buyer.gstin), buyer_legal_name: buyer.buyer_legal_name.trim() } : {};
  }

  /** The server's refusals of the business fields, shown at them (the section opens); the names shown. */
  const showServerProblems = useCallback((problems: readonly FieldProblem[]): BusinessFieldName[] => {
    const found: BusinessErrors = {};
    for (const { field, message } of problems)
      if (isBusinessField(field)) found[field] = fieldProblemMessage(BUSINESS_FIELD_LABELS[field], message);
    const names = BUSINESS_FIELD_ORDER.filter((name) => found[name]);
    if (names.length > 0) {
      setBuyer((current) => ({ ...current, asked: true }));
      setErrors((current) => ({ ...current, ...found }));
    }
    return names;
  }, []);

  return { buyer, errors, offered, change, check, orderFields, showServerProblems };
}

export type BusinessBuyerState = ReturnType<typeof useBusinessBuyer>;

/**
 * 'Buying for a business? Add your GSTIN': a checkbox that reveals the GSTIN
 * and the registered business name (both required then). Shown for delivery
 * in India only; each field's problem (ours or the server's) is under it.
 */
export function BusinessBuyerFields({ state, idPrefix }: { state: BusinessBuyerState; idPrefix: string }) {
  const { buyer, errors, offered, change } = state;
  if (!offered) return null;
  const groupId = `${idPrefix}-business`;

  function input(name: BusinessFieldName, autoComplete: string) {
    const inputId = `${idPrefix}-${name}`;
    const error = errors[name];
    const describedBy = [name === 'gstin' ? `${inputId}-hint` : '', error ? `${inputId}-error` : '']
      .filter(Boolean)
      .join(' ');
    return (
      <div className={fields.field}>
        <label htmlFor={inputId}>
          {BUSINESS_FIELD_LABELS[name]}
          <span className={fields.asterisk} aria-hidden="true">
            *
          </span>
        </label>
        <Input
          id={inputId}
          name={name}
          type="text"
          value={buyer[name]}
          onChange={(event: ChangeEvent<HTMLInputElement>) => change({ ...buyer, [name]: event.target.value })}
          required
          autoComplete={autoComplete}
          maxLength={name === 'gstin' ? 20 : 200}
          autoCapitalize={name === 'gstin' ? 'characters' : undefined}
          spellCheck={name === 'gstin' ? false : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
        />
        {name === 'gstin' ? <FieldHint id={`${inputId}-hint`}>{GSTIN_HINT}</FieldHint> : null}
        {error ? <FieldError id={`${inputId}-error`}>{error}</FieldError> : null}
      </div>
    );
  }

  return (
    <div className={styles.section}>
      <label className={styles.toggle} htmlFor={`${idPrefix}-business-toggle`}>
        <input
          id={`${idPrefix}-business-toggle`}
          type="checkbox"
          checked={buyer.asked}
          onChange={(event) => change({ ...buyer, asked: event.target.checked })}
          aria-controls={buyer.asked ? groupId : undefined}
          aria-describedby={`${groupId}-hint`}
        />
        <span>{BUSINESS_BUYER_TOGGLE}</span>
      </label>
      <FieldHint id={`${groupId}-hint`}>{BUSINESS_BUYER_HINT}</FieldHint>
      {buyer.asked ? (
        <div
          className={`${fields.fields} ${styles.fields}`}
          id={groupId}
          role="group"
          aria-label={BUSINESS_BUYER_TOGGLE}
        >
          {input('gstin', 'off')}
          {input('buyer_legal_name', 'organization')}
        </div>
      ) : null}
    </div>
  );
}
