import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { renderWithTheme } from '../test/render';
import { ImageUploadField } from './image-upload-field';

interface Form {
  title: string;
  imageUrl: string;
}

function Harness({ imageUrl = '' }: { imageUrl?: string }) {
  const form = useForm<Form>({ defaultValues: { title: '', imageUrl } });
  return (
    <form>
      <input aria-label="Title" {...form.register('title')} />
      <ImageUploadField form={form} name="imageUrl" />
    </form>
  );
}

const urlField = () => screen.getByRole('textbox', { name: 'Image URL' });
const preview = () => screen.queryByRole('img', { name: 'Preview of the image' });

/** What the browser does when a file is chosen in the picker's hidden input. */
function choose(content: BlobPart, name: string, type: string) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  const picked = new File([content], name, { type });
  Object.defineProperty(input, 'files', { value: [picked], configurable: true });
  fireEvent.change(input);
}

describe('ImageUploadField', () => {
  it('is a labelled URL field and a labelled picker that offers JPEG, PNG and WebP', () => {
    renderWithTheme(<Harness />);
    expect(urlField()).toBeTruthy();
    const picker = screen.getByRole('button', { name: /Upload image/ });
    expect(picker.tagName).toBe('BUTTON');
    expect(document.querySelector('input[type="file"]')?.getAttribute('accept')).toBe(
      'image/jpeg,image/png,image/webp',
    );
    expect(screen.getByText('No image yet.')).toBeTruthy();
  });

  it('previews the address the field holds, and follows what is typed', () => {
    renderWithTheme(<Harness imageUrl="/uploads/a.png" />);
    expect(preview()?.getAttribute('src')).toBe('/uploads/a.png');
    fireEvent.change(urlField(), { target: { value: 'https://cdn.example.org/b.jpg' } });
    expect(preview()?.getAttribute('src')).toBe('https://cdn.example.org/b.jpg');
    fireEvent.change(urlField(), { target: { value: 'javascript:alert(1)' } });
    expect(preview()).toBeNull();
    fireEvent.change(urlField(), { target: { value: '' } });
    expect(screen.getByText('No image yet.')).toBeTruthy();
  });

  it('says so when the image at the address does not load', () => {
    renderWithTheme(<Harness imageUrl="/uploads/missing.png" />);
    fireEvent.error(preview()!);
    expect(screen.getByText('The image at this address could not be loaded.')).toBeTruthy();
    fireEvent.change(urlField(), { target: { value: '/uploads/other.png' } });
    expect(preview()?.getAttribute('src')).toBe('/uploads/other.png');
  });

  it('refuses a text file named .png at once, keeping everything typed', async () => {
    renderWithTheme(<Harness />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), {
      target: { value: 'Kept title' },
    });
    fireEvent.change(urlField(), { target: { value: '/uploads/kept.png' } });
    choose('not an image at all', 'photo.png', 'image/png');
    expect(await screen.findByText('Images must be JPEG, PNG or WebP')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe(
      'Kept title',
    );
    expect((urlField() as HTMLInputElement).value).toBe('/uploads/kept.png');
    expect(preview()?.getAttribute('src')).toBe('/uploads/kept.png');
  });

  it('refuses a real image over 5 MB at once', async () => {
    renderWithTheme(<Harness />);
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    choose(big, 'big.jpg', 'image/jpeg');
    await waitFor(() => expect(screen.getByText('Images must be 5 MB or smaller')).toBeTruthy());
    expect(screen.queryByRole('status')).toBeNull();
  });
});
