import styled, { css } from 'styled-components';
import Link from '@/components/ui/link';
import { theme } from '@/styles/theme';

/** The styled parts the back office's pages share: page frame, panels, tables that stack on phones, figures. */
export const AdminPageFrame = styled.div`
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: ${theme.space(5)} ${theme.space(4)} ${theme.space(16)};
  display: grid;
  gap: ${theme.space(5)};
  grid-template-columns: minmax(0, 1fr);
  /* Long ids, links and JSON break rather than widen the page on a phone. */
  overflow-wrap: anywhere;
  h1 {
    font-size: clamp(1.5rem, 4vw, 2.25rem);
    margin: 0;
  }
`;

export const Panel = styled.section`
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  padding: ${theme.space(4)};
  min-width: 0;
  h2 {
    font-size: 1.25rem;
    /* A jump link's target: a little room above the heading it scrolls to. */
    scroll-margin-top: ${theme.space(4)};
  }
  @media (min-width: ${theme.breakpoints.md}) {
    padding: ${theme.space(6)};
  }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${theme.colors.inkMuted};
`;

/** The look of every back-office table: left-aligned cells, a rule under each row, numbers on the right. */
const tableRules = css`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    text-align: left;
    padding: ${theme.space(2)} ${theme.space(3)};
    border-bottom: 1px solid ${theme.colors.border};
    vertical-align: top;
    overflow-wrap: anywhere;
  }
  th {
    font-size: 0.85rem;
    color: ${theme.colors.inkMuted};
    font-weight: 600;
  }
  td[data-numeric],
  th[data-numeric] {
    text-align: right;
  }
  a {
    color: ${theme.colors.indigo};
    font-weight: 700;
  }
`;

/**
 * A table of rows; under 640 px each row becomes a card, every cell with its
 * column's name before it (`data-label`), so the page never scrolls sideways.
 */
export const DataTable = styled.table`
  ${tableRules}
  @media (max-width: 639px) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
    tr {
      display: block;
      border: 1px solid ${theme.colors.border};
      border-radius: ${theme.radii.md};
      margin-bottom: ${theme.space(3)};
      padding: ${theme.space(2)} 0;
    }
    td,
    tbody th {
      display: grid;
      grid-template-columns: minmax(6.5rem, 40%) minmax(0, 1fr);
      gap: ${theme.space(2)};
      border: 0;
      padding: ${theme.space(1)} ${theme.space(3)};
    }
    td[data-numeric] {
      text-align: left;
    }
    td::before,
    tbody th::before {
      content: attr(data-label);
      color: ${theme.colors.inkMuted};
      font-size: 0.85rem;
    }
  }
`;

/**
 * A table of two or three short columns (a name and figures): it fits a
 * phone as it is, so it stays a table there, a line per row instead of
 * DataTable's card per row.
 */
export const NarrowTable = styled.table`
  ${tableRules}
  /* Words break only when one alone is wider than its column; figures never. */
  th,
  td {
    overflow-wrap: break-word;
  }
  td[data-numeric] {
    white-space: nowrap;
  }
  @media (max-width: 639px) {
    th,
    td {
      padding: ${theme.space(2)};
    }
  }
`;

/** A row of figures (orders, revenue...), wrapping on narrow screens; two abreast on most phones. */
export const FigureGrid = styled.dl`
  margin: 0;
  display: grid;
  gap: ${theme.space(3)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 11rem), 1fr));
  div {
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
    padding: ${theme.space(3)} ${theme.space(4)};
    background: ${theme.colors.paper};
  }
  dt {
    color: ${theme.colors.inkMuted};
    font-size: 0.9rem;
  }
  dd {
    margin: ${theme.space(1)} 0 0;
    font-size: 1.5rem;
    font-weight: 700;
    overflow-wrap: anywhere;
  }
  @media (max-width: 639px) {
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 8.5rem), 1fr));
    gap: ${theme.space(2)};
    div {
      padding: ${theme.space(2)} ${theme.space(3)};
    }
    dt {
      font-size: 0.85rem;
    }
    dd {
      font-size: 1.25rem;
    }
  }
`;

/**
 * The back office's buttons, one shape for thumbs (44 px high, round ends) in
 * the variants the screens need: `primary` (filled, the step a form takes),
 * `secondary` (outlined, an action beside others), `danger` and
 * `dangerSecondary` (the same for what takes something away), `onDark` (on
 * the indigo header). `$block` fills its form's width at 48 px, for the one
 * action a form ends with.
 */
export type AdminButtonVariant = 'primary' | 'secondary' | 'danger' | 'dangerSecondary' | 'onDark';

const buttonShape = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 0 ${theme.space(4)};
  border: 1px solid transparent;
  border-radius: ${theme.radii.round};
  font: inherit;
  font-weight: 700;
  text-decoration: none;
  cursor: pointer;
  /* aria-disabled: busy but still focusable, so a keyboard user's focus stays on the button. */
  &:disabled,
  &[aria-disabled='true'] {
    cursor: progress;
    opacity: 0.7;
  }
`;

const buttonVariants: Record<AdminButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    background: ${theme.colors.indigo};
    color: #fff;
  `,
  secondary: css`
    border-color: ${theme.colors.indigo};
    background: ${theme.colors.paper};
    color: ${theme.colors.indigo};
  `,
  danger: css`
    background: ${theme.colors.danger};
    color: #fff;
  `,
  dangerSecondary: css`
    border-color: ${theme.colors.danger};
    background: ${theme.colors.paper};
    color: ${theme.colors.danger};
  `,
  onDark: css`
    border-color: #fff;
    background: transparent;
    color: #fff;
  `,
};

export const AdminButton = styled.button<{ $variant?: AdminButtonVariant; $block?: boolean }>`
  ${buttonShape}
  ${({ $variant = 'primary' }) => buttonVariants[$variant]}
  ${({ $block }) =>
    $block &&
    css`
      width: 100%;
      min-height: 48px;
    `}
`;

/** A link that looks like a secondary button; the current page's is filled. */
export const ButtonLink = styled(Link)`
  ${buttonShape}
  ${buttonVariants.secondary}
  &[aria-current='page'] {
    background: ${theme.colors.indigo};
    color: #fff;
  }
`;

export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
`;

/** The state of an order as a small pill. */
export const StatusPill = styled.span`
  display: inline-block;
  padding: 0 ${theme.space(2)};
  border-radius: ${theme.radii.round};
  background: ${theme.colors.paper};
  border: 1px solid ${theme.colors.border};
  font-size: 0.85rem;
  font-weight: 600;
  white-space: nowrap;
`;
