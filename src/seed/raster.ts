import sharp from 'sharp'

/** An SVG drawing as a PNG (the media collection turns it into WebP with its thumbnail). */
export async function svgToPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer()
}
