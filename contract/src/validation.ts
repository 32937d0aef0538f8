// How field errors read (000 §5.1): messages name fields by key, people read them as words, and
// several messages for one field show joined with commas. The rules themselves are the contract
// bodies' (zod), shared by the server and the web's forms.

/** 'businessname' → 'business name', 'first_name' → 'first name'. */
export function fieldLabel(field: string): string {
  return field.replace(/businessname/gi, 'business name').replace(/_/g, ' ');
}

/** Server messages name fields by key; businessname reads as two words (000 §5.1). */
export function humanizeMessage(message: string): string {
  return message.replace(/businessname/gi, 'business name');
}

/** Several server messages for one field are shown joined with commas. */
export function joinFieldErrors(list: readonly string[]): string {
  return list.map(humanizeMessage).join(', ');
}
