/** The `request_id` of every answer, success or error, on every API, shaped as the provider's Test environment's. */
export function newRequestId(): string {
  return `request-id-test-${crypto.randomUUID()}`;
}
