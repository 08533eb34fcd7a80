import { act, render, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { focusOutcome, useFocusOutcome } from './focus-outcome';

function Form({ outcome, children }: { outcome: unknown; children: ReactNode }) {
  const container = useFocusOutcome(outcome);
  return <div ref={container}>{children}</div>;
}

describe('focusOutcome', () => {
  it('prefers the refused field, then the refusal, then the confirmation, then the heading', () => {
    const { rerender, container } = render(
      <div>
        <h3>Ship</h3>
        <p role="status">Order shipped.</p>
        <p role="alert">The courier is missing.</p>
        <input aria-label="Courier" aria-invalid="true" />
      </div>,
    );
    expect(focusOutcome(container.firstElementChild as HTMLElement)).toBe(screen.getByLabelText('Courier'));

    rerender(
      <div>
        <h3>Ship</h3>
        <p role="status">Order shipped.</p>
        <p role="alert">The courier is missing.</p>
      </div>,
    );
    expect(focusOutcome(container.firstElementChild as HTMLElement)).toBe(screen.getByRole('alert'));
    expect(document.activeElement).toBe(screen.getByRole('alert'));
    // Made focusable from script only: Tab still skips it.
    expect(screen.getByRole('alert')).toHaveAttribute('tabindex', '-1');

    rerender(
      <div>
        <h3>Confirm the new authenticator</h3>
        <p role="alert" />
        <p role="status" />
      </div>,
    );
    // Empty live regions wait for a message: the next step's heading is the outcome.
    expect(focusOutcome(container.firstElementChild as HTMLElement)).toBe(screen.getByRole('heading'));
  });
});

describe('useFocusOutcome', () => {
  function Runner() {
    const [message, setMessage] = useState('');
    return (
      <Form outcome={message || null}>
        <p role="status">{message}</p>
        <button type="button" onClick={() => setMessage('Saved.')}>
          Save
        </button>
        <button type="button" onClick={() => setMessage('')}>
          Start again
        </button>
      </Form>
    );
  }

  it('moves focus when a new outcome shows, and not when the outcome empties', () => {
    render(<Runner />);
    expect(document.activeElement).toBe(document.body);
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    act(() => save.click());
    expect(document.activeElement).toBe(screen.getByRole('status'));
    const again = screen.getByRole('button', { name: 'Start again' });
    again.focus();
    act(() => again.click());
    expect(again).toHaveFocus();
  });
});
