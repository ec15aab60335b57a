import sharp from 'sharp';

/**
 * Test charts drawn with sharp from SVG: a titled bar chart of `values` (0..100), so tests can
 * make the same chart twice (re-encoded, resized) and charts that differ only in their data.
 */
export function barChartSvg(values: readonly number[], width = 640, height = 400): string {
  const plotTop = 60;
  const plotBottom = height - 40;
  const slot = (width - 80) / values.length;
  const bars = values
    .map((v, i) => {
      const h = ((plotBottom - plotTop) * v) / 100;
      const x = 60 + i * slot + slot * 0.15;
      return `<rect x="${x}" y="${plotBottom - h}" width="${slot * 0.7}" height="${h}" fill="#0072B2"/>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#ffffff"/>
    <rect x="20" y="16" width="${width * 0.5}" height="20" fill="#333333"/>
    <line x1="56" y1="${plotBottom}" x2="${width - 20}" y2="${plotBottom}" stroke="#333" stroke-width="2"/>
    <line x1="56" y1="${plotTop}" x2="56" y2="${plotBottom}" stroke="#333" stroke-width="2"/>
    ${bars}
  </svg>`;
}

/** The bar chart as PNG bytes. */
export const barChartPng = (values: readonly number[], width?: number, height?: number) =>
  sharp(Buffer.from(barChartSvg(values, width, height)))
    .png()
    .toBuffer();

/** The same picture as a JPEG at `scale` of its size (a copy another site re-encoded). */
export async function reencodedJpeg(png: Buffer, scale = 0.5, quality = 70): Promise<Buffer> {
  const { width = 0 } = await sharp(png).metadata();
  return sharp(png)
    .resize(Math.round(width * scale))
    .jpeg({ quality })
    .toBuffer();
}

/** A titled line chart of `values` (0..100) on the bar chart's template: thin ink, mostly white. */
export function lineChartPng(
  values: readonly number[],
  width = 640,
  height = 400,
): Promise<Buffer> {
  const plotTop = 60;
  const plotBottom = height - 40;
  const step = (width - 80) / Math.max(1, values.length - 1);
  const points = values
    .map((v, i) => `${60 + i * step},${plotBottom - ((plotBottom - plotTop) * v) / 100}`)
    .join(' ');
  const svg = barChartSvg([], width, height).replace(
    '</svg>',
    `<polyline points="${points}" fill="none" stroke="#D55E00" stroke-width="4"/></svg>`,
  );
  return sharp(Buffer.from(svg)).png().toBuffer();
}
