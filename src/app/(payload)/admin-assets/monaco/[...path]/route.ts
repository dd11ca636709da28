import { serveMonacoFile } from '@/admin/monaco/files'

/**
 * The code editor of the admin's JSON and code fields (Monaco), served by the app itself (issue 30: nothing in
 * the admin loads from an outside host; Payload's own loader would fetch it from a public CDN that the site's CSP
 * blocks). src/admin/monaco/LocalJsonField.tsx loads it from here.
 */
export async function GET(_req: Request, { params }: { params: Promise<{ path: string[] }> }) {
  return serveMonacoFile((await params).path)
}
