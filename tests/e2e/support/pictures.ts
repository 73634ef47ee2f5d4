import type { Locator, Page } from '@playwright/test';

/* The picture tests' shared steps: a PNG drawn in the page, picked in a picture field. */

/** A PNG made here, in the page's own canvas: a saffron gradient of the given size. */
export async function makePng(page: Page, width: number, height: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w!;
      canvas.height = h!;
      const context = canvas.getContext('2d')!;
      const gradient = context.createLinearGradient(0, 0, w!, h!);
      gradient.addColorStop(0, '#fff1e3');
      gradient.addColorStop(1, '#f08a3c');
      context.fillStyle = gradient;
      context.fillRect(0, 0, w!, h!);
      return canvas.toDataURL('image/png');
    },
    [width, height],
  );
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/** Picks the file from the "Upload image" input of one picture's fieldset. */
export async function upload(page: Page, field: Locator, name: string, buffer: Buffer) {
  const chooser = page.waitForEvent('filechooser');
  await field.getByRole('button', { name: /Upload image/ }).click();
  await (await chooser).setFiles({ name, mimeType: 'image/png', buffer });
}

/** The copies' addresses and widths as the page's srcset names them. */
export function parseSrcset(srcset: string | null) {
  return (srcset ?? '').split(', ').map((entry) => {
    const [src, width] = entry.split(' ');
    return { src: src!, width: Number(width!.replace('w', '')) };
  });
}

export const decoded = (image: Locator) =>
  image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
