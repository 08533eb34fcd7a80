import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { PicturePicker, validatePictures, type PictureValue } from './picture-picker';
import {
  PICTURE_ALT_REQUIRED,
  PICTURE_UPLOAD_FAILED,
  PICTURES_ADD,
  pictureActionLabels,
  pictureOutcomes,
  picturesFullMessage,
} from './picture-messages';

/** A stand-in XMLHttpRequest: each request is kept so a test decides its progress and answer. */
class FakeRequest {
  static sent: FakeRequest[] = [];
  method = '';
  url = '';
  body: FormData | null = null;
  status = 0;
  responseText = '';
  responseType = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: FormData) {
    this.body = body;
    FakeRequest.sent.push(this);
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  /** Answers, and lets the picker take in the answer (its promise settles after the load event). */
  async answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    await act(async () => this.onload?.());
  }
  async fail() {
    await act(async () => this.onerror?.());
  }
  fileName(): string | undefined {
    const file = this.body?.get('file');
    return file instanceof File ? file.name : undefined;
  }
}

const realRequest = globalThis.XMLHttpRequest;
beforeEach(() => {
  FakeRequest.sent = [];
  globalThis.XMLHttpRequest = FakeRequest as unknown as typeof XMLHttpRequest;
});
afterAll(() => {
  globalThis.XMLHttpRequest = realRequest;
});

function pictureAnswer(hash: string) {
  const url = `/media/pictures/${hash.padEnd(32, '0')}/w960.webp`;
  return {
    message: 'Picture uploaded.',
    created: true,
    picture: {
      id: 1,
      url,
      variants: [],
      srcset: '',
      preview_url: url,
      width: 960,
      height: 720,
      bytes: 1,
      created_at: '',
    },
  };
}

const photo = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });

/** The picker in a form's state, as a product form holds it; `changes` sees every value it was given. */
function Harness({ initial = [], max, changes }: { initial?: PictureValue[]; max?: number; changes?: jest.Mock }) {
  const [pictures, setPictures] = useState(initial);
  const [checked, setChecked] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setChecked(true);
      }}
    >
      <PicturePicker
        value={pictures}
        max={max}
        showProblems={checked && validatePictures(pictures).length > 0}
        onChange={(next) => {
          changes?.(next);
          setPictures(next);
        }}
      />
      <button type="submit">Save</button>
    </form>
  );
}

function chooseFiles(...files: File[]) {
  fireEvent.change(screen.getByLabelText(PICTURES_ADD), { target: { files } });
}

describe('PicturePicker', () => {
  it('offers a file input for several pictures, the camera included (accept image/*, multiple)', () => {
    render(<Harness />);
    const input = screen.getByLabelText(PICTURES_ADD);
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('multiple');
  });

  it('uploads each file on its own with its progress, then shows it with an alt text field', async () => {
    const changes = jest.fn();
    render(<Harness changes={changes} />);
    chooseFiles(photo('front.jpg'), photo('back.jpg'));
    expect(FakeRequest.sent.map((request) => [request.method, request.url, request.fileName()])).toEqual([
      ['POST', '/api/admin/pictures/', 'front.jpg'],
      ['POST', '/api/admin/pictures/', 'back.jpg'],
    ]);
    const [front, back] = FakeRequest.sent;
    front?.progress(50, 200);
    expect(screen.getByRole('progressbar', { name: 'Uploading front.jpg' })).toHaveAttribute('value', '25');
    back?.progress(200, 200);
    expect(screen.getByRole('progressbar', { name: 'Uploading back.jpg' })).toHaveAttribute('value', '100');

    await back?.answer(201, pictureAnswer('b'));
    await front?.answer(201, pictureAnswer('f'));
    // Both kept, in the order they finished, whatever render each upload began in.
    expect(changes).toHaveBeenLastCalledWith([
      { url: `/media/pictures/${'b'.padEnd(32, '0')}/w960.webp`, alt: '' },
      { url: `/media/pictures/${'f'.padEnd(32, '0')}/w960.webp`, alt: '' },
    ]);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(pictureOutcomes.uploaded('front.jpg'));
    fireEvent.change(screen.getByRole('textbox', { name: /alt text.*\(1\)/ }), { target: { value: 'Kurta, back' } });
    expect(changes).toHaveBeenLastCalledWith([
      expect.objectContaining({ alt: 'Kurta, back' }),
      expect.objectContaining({ alt: '' }),
    ]);
  });

  it("shows the server's refusal against the file's name, and a failed connection, each dismissable", async () => {
    render(<Harness />);
    chooseFiles(photo('notes.jpg'), photo('lost.jpg'));
    const [notes, lost] = FakeRequest.sent;
    await notes?.answer(400, {
      code: 'invalid_request',
      message: 'file: must be a JPEG, PNG, WebP, AVIF or HEIC picture',
      field: 'file',
    });
    await lost?.fail();
    const alerts = screen.getAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'notes.jpg: file: must be a JPEG, PNG, WebP, AVIF or HEIC picture',
      `lost.jpg: ${PICTURE_UPLOAD_FAILED}`,
    ]);
    expect(screen.queryByRole('listitem', { name: /notes/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notes.jpg' }));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('takes no more than its max: the files past it are refused by name without being sent', () => {
    render(<Harness max={2} initial={[{ url: '/media/a.webp', alt: 'A' }]} />);
    chooseFiles(photo('one.jpg'), photo('two.jpg'), photo('three.jpg'));
    expect(FakeRequest.sent.map((request) => request.fileName())).toEqual(['one.jpg']);
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      `two.jpg: ${picturesFullMessage(2)}`,
      `three.jpg: ${picturesFullMessage(2)}`,
    ]);
    expect(screen.getByLabelText(PICTURES_ADD)).toBeDisabled();
  });

  it('reorders with Move up / Move down, the focus following the picture, and removes one, focusing the outcome', () => {
    const changes = jest.fn();
    const initial = ['a', 'b', 'c'].map((name) => ({ url: `/media/${name}.webp`, alt: name.toUpperCase() }));
    render(<Harness initial={initial} changes={changes} />);
    const list = screen.getByRole('list');
    expect(screen.getByRole('button', { name: pictureActionLabels.moveUp(1) })).toBeDisabled();
    expect(screen.getByRole('button', { name: pictureActionLabels.moveDown(3) })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: pictureActionLabels.moveDown(1) }));
    expect(changes).toHaveBeenLastCalledWith([initial[1], initial[0], initial[2]]);
    expect(screen.getByRole('status')).toHaveTextContent(pictureOutcomes.movedDown(2));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: pictureActionLabels.moveDown(2) }));

    // Down again to the end: the down button is off there, so the focus takes its up button.
    fireEvent.click(screen.getByRole('button', { name: pictureActionLabels.moveDown(2) }));
    expect(changes).toHaveBeenLastCalledWith([initial[1], initial[2], initial[0]]);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: pictureActionLabels.moveUp(3) }));
    expect(
      within(list)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['B', 'C', 'A']);

    fireEvent.click(screen.getByRole('button', { name: pictureActionLabels.remove(1) }));
    expect(changes).toHaveBeenLastCalledWith([initial[2], initial[0]]);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(pictureOutcomes.removed(1));
    expect(document.activeElement).toBe(status);
  });

  it('requires an alt text per picture: validatePictures names each missing one, and the picker marks it', () => {
    expect(
      validatePictures([
        { url: '/a', alt: 'Front' },
        { url: '/b', alt: '  ' },
      ]),
    ).toEqual([{ index: 1, message: PICTURE_ALT_REQUIRED }]);
    render(
      <Harness
        initial={[
          { url: '/media/a.webp', alt: 'Front' },
          { url: '/media/b.webp', alt: '' },
        ]}
      />,
    );
    expect(screen.queryByText(PICTURE_ALT_REQUIRED)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const missing = screen.getByRole('textbox', { name: /alt text.*\(2\)/ });
    expect(missing).toHaveAttribute('aria-invalid', 'true');
    expect(missing).toHaveAccessibleDescription(PICTURE_ALT_REQUIRED);
    expect(screen.getByRole('textbox', { name: /alt text.*\(1\)/ })).not.toHaveAttribute('aria-invalid');
  });

  it('uploads files dropped on it', () => {
    render(<Harness />);
    const zone = screen.getByLabelText(PICTURES_ADD).parentElement as HTMLElement;
    fireEvent.drop(zone, { dataTransfer: { files: [photo('dropped.jpg')] } });
    expect(FakeRequest.sent.map((request) => request.fileName())).toEqual(['dropped.jpg']);
  });
});
