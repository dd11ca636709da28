import sharp from 'sharp'

/** Abstract gradient artwork for demo banners (no text in the image: titles are HTML, in both languages). */
export async function bannerImage([from, to]: [string, string], seed: number): Promise<Buffer> {
  const circles = Array.from({ length: 7 }, (_, i) => {
    const x = (seed * 137 + i * 211) % 1600
    const y = (seed * 71 + i * 97) % 500
    const r = 40 + ((seed + i * 53) % 160)
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#ffffff" fill-opacity="${0.05 + (i % 3) * 0.04}"/>`
  }).join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="500" viewBox="0 0 1600 500">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="1600" height="500" fill="url(#g)"/>${circles}
  </svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}
