import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, type DataProvider } from 'react-admin';
import { BankCreate } from '../../src/resources/banks/BankCreate';
import { checkImageFile, sniffImageType } from '../../src/providers/imageUpload';
import { renderWithAdmin, testDataProvider } from './kit';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const PUBLIC_URL = 'http://127.0.0.1:54321/storage/v1/object/public/site-images/banks/x.png';

function renderBank(
  uploadImage: (file: Blob, options: { folder: string; onProgress?: (f: number) => void }) => Promise<string>,
) {
  const create = vi.fn(async (_r: string, params: { data: Record<string, unknown> }) => ({
    data: { ...params.data, id: 7 },
  }));
  const dataProvider = {
    ...testDataProvider({ create, getList: async () => ({ data: [], total: 0 }) } as Partial<DataProvider>),
    uploadImage: vi.fn(uploadImage),
  };
  renderWithAdmin(<BankCreate />, {
    dataProvider,
    path: '/banks/create',
    resource: 'banks',
    routes: ['/banks/create'],
  });
  return { dataProvider, create };
}

/** The view renders once react-admin has checked the session (the kit signs in as an admin). */
const fileInput = () =>
  waitFor(() => {
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    expect(input).not.toBeNull();
    return input!;
  });

describe('image upload at the field', () => {
  it('uploads a picked file through the data provider and puts its public URL in the field', async () => {
    const { dataProvider, create } = renderBank(async (_file, options) => {
      options.onProgress?.(0.5);
      return PUBLIC_URL;
    });
    const input = await fileInput();
    expect(input.accept).toBe('image/*');
    await userEvent.upload(input, new File([PNG], 'logga.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByLabelText(/Logotyp/)).toHaveValue(PUBLIC_URL));
    expect(dataProvider.uploadImage.mock.calls[0]![1]).toMatchObject({ folder: 'banks' });
    await userEvent.click(screen.getByRole('button', { name: 'Ta bort bilden' }));
    expect(screen.getByLabelText(/Logotyp/)).toHaveValue('');
    await userEvent.upload(input, new File([PNG], 'logga.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByLabelText(/Logotyp/)).toHaveValue(PUBLIC_URL));
    await userEvent.type(screen.getByLabelText(/Namn/), 'Bildbanken');
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0]![1].data).toMatchObject({ logo_url: PUBLIC_URL });
  });

  it('says in Swedish by the field why an upload failed, and leaves the field as it was', async () => {
    renderBank(async () => {
      throw new HttpError('app.image.errors.no_right', 403);
    });
    const input = await fileInput();
    await userEvent.upload(input, new File([PNG], 'logga.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert', { name: '' })).toHaveTextContent(
      /behörighet att ladda upp bilder/,
    );
    expect(screen.getByLabelText(/Logotyp/)).toHaveValue('');
  });

  it('checks size, declared type and the first bytes before anything is sent', async () => {
    expect(sniffImageType(PNG)).toBe('image/png');
    expect(sniffImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImageType(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(sniffImageType(new TextEncoder().encode('\0\0\0\x1cftypavif'))).toBe('image/avif');
    expect(sniffImageType(new TextEncoder().encode('<svg onload=x>'))).toBeNull();
    await expect(checkImageFile(new Blob([PNG], { type: 'image/png' }))).resolves.toBe('image/png');
    const exe = new Blob([new TextEncoder().encode('MZ\x90\0')], { type: 'image/png' });
    await expect(checkImageFile(exe)).rejects.toThrow('app.image.errors.wrong_type');
    const big = new Blob([PNG, new Uint8Array(5 * 1024 * 1024)], { type: 'image/png' });
    await expect(checkImageFile(big)).rejects.toThrow('app.image.errors.too_large');
  });
});
