import type { CollectionBeforeOperationHook } from 'payload'
import { stripControlCharacters } from '../../../domain/shared/display-name'

/**
 * Staff uploads (media, downloads, COA certificates): the uploaded file's name loses its control and
 * bidirectional-control characters before Payload derives the stored file name from it, so no name shown in
 * the back office or offered as a download can be disguised with a right-to-left override.
 */
export const cleanUploadName: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const file = args.req?.file
  if (file?.name) file.name = stripControlCharacters(file.name).trim() || 'file'
  return args
}
