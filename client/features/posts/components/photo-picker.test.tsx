import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderInPortal } from '#client/test/render.tsx';
import { startTestApi } from '#client/test/test-api.ts';
import { PhotoPicker, type PickedPhoto } from './photo-picker.tsx';

const uploadedId = '7f000000-0000-4000-8000-000000000001';
let api: Awaited<ReturnType<typeof startTestApi>>;
/** The folder of each upload the API received. */
const received = () => api.received.map((request) => /name="folder"\r\n\r\n(\w+)/.exec(request.body)?.[1]);

/** Uploads are answered once this opens; a test that watches them in progress closes it first. */
let uploadsAnswered: Promise<void> = Promise.resolve();

// The API refuses a picture named bad.png as the portal refuses an invalid image, and stores any other.
beforeAll(async () => {
  api = await startTestApi(async (request) => {
    await uploadsAnswered;
    return request.body.includes('filename="bad.png"')
      ? { status: 415, json: { error: { code: 'image_invalid', message: 'not an image' } } }
      : { json: { id: uploadedId, url: '/storage/v1/p/a.jpg', baseUrl: '/storage/v1/p/a', width: 800, height: 600, variants: [160, 320, 640] } };
  });
});
afterAll(() => api.close());

const photo = (n: number): PickedPhoto => ({ key: `k${n}`, id: `id${n}`, preview: `/p${n}.webp`, stored: `/p${n}.webp`, progress: 1, error: null });

/** Renders the picker and keeps the last photos it reported, in order. */
function renderPicker(initial: PickedPhoto[], language: 'ar' | 'en' = 'en') {
  const reports: Array<{ ids: string[]; isUploading: boolean; previews: string[] }> = [];
  const onChange = vi.fn((uploaded: Array<{ id: string; preview: string }>, isUploading: boolean) =>
    reports.push({ ids: uploaded.map((entry) => entry.id), isUploading, previews: uploaded.map((entry) => entry.preview) }),
  );
  renderInPortal(<PhotoPicker initial={initial} onChange={onChange} />, { language });
  const last = () => {
    const report = reports.at(-1);
    return report && { ids: report.ids, isUploading: report.isUploading };
  };
  return { last, previews: () => reports.at(-1)?.previews, user: userEvent.setup() };
}

const shownOrder = () => screen.getAllByRole('listitem').flatMap((item) => within(item).queryAllByRole('img').map((image) => image.getAttribute('src')));

describe('PhotoPicker', () => {
  it('marks the first photo as the cover and reorders with the move buttons, reporting the new order', async () => {
    const { last, user } = renderPicker([photo(1), photo(2), photo(3)]);
    expect(last()).toEqual({ ids: ['id1', 'id2', 'id3'], isUploading: false });
    expect(within(screen.getAllByRole('listitem')[0]!).getByText('Cover')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Move photo 1 earlier' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Move photo 3 later' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Move photo 1 later' }));
    expect(shownOrder()).toEqual(['/p2.webp', '/p1.webp', '/p3.webp']);
    await user.click(screen.getByRole('button', { name: 'Move photo 3 earlier' }));
    expect(last()).toEqual({ ids: ['id2', 'id3', 'id1'], isUploading: false });

    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(last()).toEqual({ ids: ['id3', 'id1'], isUploading: false });
    expect(within(screen.getAllByRole('listitem')[0]!).getByText('Cover')).toBeTruthy();
  });

  it('offers no more photos at eight, and takes only what fits', async () => {
    api.received.length = 0;
    const { last, user } = renderPicker([1, 2, 3, 4, 5, 6, 7].map(photo));
    const files = ['a.png', 'b.png'].map((name) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' }));
    await user.upload(screen.getByLabelText('Add photos'), files);
    expect(screen.queryByLabelText('Add photos')).toBeNull();
    expect(screen.getAllByRole('img')).toHaveLength(8);
    await waitFor(() => expect(last()).toEqual({ ids: ['id1', 'id2', 'id3', 'id4', 'id5', 'id6', 'id7', uploadedId], isUploading: false }));
    // One upload, into the posts' folder: the second file did not fit.
    expect(received()).toEqual(['posts']);
  });

  it('uploads a picked photo, holds the form while it uploads, and shows the server\'s refusal in the reader\'s language', async () => {
    const { last, previews, user } = renderPicker([], 'ar');
    const good = new File([new Uint8Array([137, 80, 78, 71])], 'good.png', { type: 'image/png' });
    const bad = new File([new Uint8Array([1, 2, 3])], 'bad.png', { type: 'image/png' });
    let answerUploads = () => {};
    uploadsAnswered = new Promise((resolve) => (answerUploads = resolve));
    await user.upload(screen.getByLabelText('أضف صورًا'), [good, bad]);
    expect(last()).toEqual({ ids: [], isUploading: true });
    expect(screen.getAllByRole('progressbar')).toHaveLength(2);
    answerUploads();

    await waitFor(() => expect(last()).toEqual({ ids: [uploadedId], isUploading: false }));
    expect(screen.getByRole('alert').textContent).toBe('هذا الملف ليس صورة صالحة. استخدم صورة JPEG أو PNG أو WebP أو AVIF.');
    // The draft keeps the stored copy's smallest variant as wide as a tile; the page keeps showing the local preview.
    expect(previews()).toEqual(['/storage/v1/p/a-320.webp']);
    expect(screen.getAllByRole('img')[0]!.getAttribute('src')).toMatch(/^blob:/);
  });
});
