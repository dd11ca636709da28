/* Draft preview entry (the admin's "预览 / Preview" button): src/server/preview/draft-preview.ts. */
import { draftMode } from 'next/headers'
import { getPayloadClient } from '@/lib/payload'
import { previewRequest } from '@/server/preview/draft-preview'

export const dynamic = 'force-dynamic'

export async function GET(request: Request) {
  return previewRequest(await getPayloadClient(), request, async () => {
    ;(await draftMode()).enable()
  })
}
