/**
 * An error the emulator answers with the provider's error envelope. Throw it from any route or
 * helper; the app's error handler turns it into the JSON body the client library classifies.
 */
export class ApiError extends Error {
  constructor(
    /** An HTTP error status, 400–599. */
    readonly status: number,
    readonly errorType: string,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
