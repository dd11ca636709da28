/**
 * The longest accepted value of a form's field, looked up by the field's name as a validation issue reports it
 * (the API puts it in the localized message). No imports: the forms' field modules stay free of zod.
 */
export function fieldLimits(limits: Readonly<Record<string, number>>): (field: string) => number | undefined {
  return (field) => limits[field]
}
