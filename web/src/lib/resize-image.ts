/** Resizing an admin's picture in their own browser, once, before it is uploaded (decision 050). */
import { resizedHeight, resizePlan } from '@institute/core/upload/image-set';
import { UPLOAD_MESSAGES, type ImageType } from '@institute/core/upload/rules';

export interface ImageCopy {
  blob: Blob;
  type: ImageType;
  width: number;
  height: number;
}

export const RESIZE_FAILED = UPLOAD_MESSAGES.unreadable;

/** WebP keeps photos small and logos sharp; 0.82 is where photos stop looking better. */
const WEBP_QUALITY = 0.82;

function encode(canvas: HTMLCanvasElement, type: ImageType, quality: number) {
  return new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));
}

/**
 * The copies of `file` the site serves, narrowest first (resizePlan): WebP, or JPEG on a white
 * ground in a browser that cannot write WebP (it hands back a PNG instead).
 */
export async function resizeImage(file: Blob): Promise<ImageCopy[]> {
  let bitmap: ImageBitmap;
  try {
    // Phone photos are turned upright as they were taken.
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new Error(RESIZE_FAILED);
  }
  try {
    const copies: ImageCopy[] = [];
    for (const width of resizePlan(bitmap.width)) {
      const height = resizedHeight(bitmap, width);
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error(RESIZE_FAILED);
      context.imageSmoothingQuality = 'high';
      context.drawImage(bitmap, 0, 0, width, height);
      let blob = await encode(canvas, 'image/webp', WEBP_QUALITY);
      let type: ImageType = 'image/webp';
      if (blob?.type !== 'image/webp') {
        context.globalCompositeOperation = 'destination-over';
        context.fillStyle = '#ffffff';
        context.fillRect(0, 0, width, height);
        blob = await encode(canvas, 'image/jpeg', WEBP_QUALITY);
        type = 'image/jpeg';
      }
      if (!blob) throw new Error(RESIZE_FAILED);
      copies.push({ blob, type, width, height });
    }
    return copies;
  } finally {
    bitmap.close();
  }
}
