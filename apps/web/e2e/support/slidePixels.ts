import type { Locator } from '@playwright/test';

/**
 * Brightness of a drawn slide picture: its top-left corner, its foot 2 px from the bottom-left,
 * and how many light pixels the lowest 50 canvas px hold (the letters of the script).
 */
export async function footPixels(image: Locator) {
  return image.evaluate((element: HTMLImageElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = element.naturalWidth;
    canvas.height = element.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(element, 0, 0);
    const light = (x: number, y: number) => {
      const [r, g, b] = context.getImageData(x, y, 1, 1).data;
      return (r! + g! + b!) / 3;
    };
    const scale = canvas.width / 375;
    const top = Math.round(canvas.height - 50 * scale);
    const band = context.getImageData(0, top, canvas.width, canvas.height - top).data;
    let lightInBand = 0;
    for (let i = 0; i < band.length; i += 4)
      if (band[i]! + band[i + 1]! + band[i + 2]! > 600) lightInBand += 1;
    return { corner: light(2, 2), foot: light(2, canvas.height - 2), lightInBand };
  });
}
