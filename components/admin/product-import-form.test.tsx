import { act, fireEvent, render, screen } from '@testing-library/react';
import { ProductImportForm } from './product-import-form';
import {
  IMPORT_CHOOSE_FILE,
  IMPORT_FILE_LABEL,
  IMPORT_PROBLEMS_CAPTION,
  IMPORT_SUBMIT,
  importDoneText,
  importProgressText,
} from './product-import-messages';

const job = {
  id: 7,
  status: 'running' as const,
  format: 'shopify' as const,
  file_name: 'products.csv',
  total_rows: 4,
  total_products: 2,
  done_products: 0,
  created: 0,
  updated: 0,
  pictures: 3,
  errors: [],
  created_by: 'Asha',
  created_at: '2026-11-29T10:00:00.000Z',
  finished_at: null,
};

/** jsdom has no Response: the parts of one the form and the admin client read. */
function answer(status: number, body: unknown): Response {
  return {
    status,
    ok: status < 400,
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
    json: async () => body,
    text: async () => JSON.stringify(body),
  } as unknown as Response;
}

const realFetch = globalThis.fetch;
let calls: { url: string; method: string }[] = [];
function answerWith(...answers: Response[]) {
  calls = [];
  globalThis.fetch = jest.fn(async (url: string | URL, init?: RequestInit) => {
    calls.push({ url: url.toString(), method: init?.method ?? 'GET' });
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    return next;
  }) as typeof fetch;
}
afterEach(() => {
  globalThis.fetch = realFetch;
  jest.useRealTimers();
});

function chooseFile() {
  const input = screen.getByLabelText(IMPORT_FILE_LABEL);
  fireEvent.change(input, { target: { files: [new File(['Handle,Title\n'], 'products.csv', { type: 'text/csv' })] } });
}

describe('ProductImportForm', () => {
  it('asks for a file before sending anything', async () => {
    answerWith();
    render(<ProductImportForm />);
    fireEvent.click(screen.getByRole('button', { name: IMPORT_SUBMIT }));
    expect(await screen.findByRole('alert')).toHaveTextContent(IMPORT_CHOOSE_FILE);
    expect(calls).toEqual([]);
  });

  it("shows the server's problems by row and column, focus on its message", async () => {
    answerWith(
      answer(400, {
        code: 'invalid_request',
        message: 'The file has 2 problems (by row and column below): nothing was imported.',
        field: 'row 3: Variant Price',
        errors: [
          { field: 'row 3: Variant Price', message: 'must be a number' },
          { field: 'row 9: Type', message: 'is required' },
        ],
      }),
    );
    render(<ProductImportForm />);
    chooseFile();
    fireEvent.click(screen.getByRole('button', { name: IMPORT_SUBMIT }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('nothing was imported');
    expect(alert).toHaveFocus();
    const table = screen.getByRole('table', { name: IMPORT_PROBLEMS_CAPTION });
    expect(table).toHaveTextContent('row 3: Variant Price');
    expect(screen.getByRole('rowheader', { name: 'row 9: Type' })).toBeInTheDocument();
    expect(calls).toEqual([{ url: '/api/admin/products/import/', method: 'POST' }]);
  });

  it('follows the job it started with a progress bar until it is done', async () => {
    jest.useFakeTimers();
    answerWith(
      answer(202, { message: 'File checked', job }),
      answer(200, { job: { ...job, done_products: 1 } }),
      answer(200, { job: { ...job, status: 'done', done_products: 2, created: 1, updated: 1 } }),
    );
    render(<ProductImportForm />);
    chooseFile();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: IMPORT_SUBMIT }));
    });
    expect(screen.getByRole('progressbar')).toHaveAttribute('value', '0');
    expect(screen.getByText(importProgressText(0, 2))).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1000);
    });
    expect(screen.getByText(importProgressText(1, 2))).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1000);
    });
    const done = screen.getByRole('status');
    expect(done).toHaveTextContent(importDoneText({ created: 1, updated: 1, pictures: 3 }));
    expect(done).toHaveFocus();
    expect(calls.map((call) => call.url)).toEqual([
      '/api/admin/products/import/',
      '/api/admin/products/import/7/',
      '/api/admin/products/import/7/',
    ]);
  });
});
