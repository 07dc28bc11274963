import { z } from 'zod';
import { describeCollection } from '../store/collection-descriptor';
import { PROVIDER_ERRORS, type ProviderErrorType } from './error-types';

/** An injected fault must fail the call: a 2xx or 3xx status would serve an error body as a success. */
export const faultStatus = z.number().int().min(400).max(599);

/** The next `remaining` calls to `endpoint` fail with an error, or are delayed, or both. */
export type Fault = {
  fault_id: string;
  /** A path after `/sdk/v1`, e.g. `/otps/authenticate`. */
  endpoint: string;
  remaining: number;
  latency_ms: number;
  /** One of the provider's errors, with the status the provider answers it with. */
  error: { error_type: ProviderErrorType; status: number } | null;
};

export const faultsCollection = describeCollection<Fault>({
  key: 'fault_id',
  streamEvent: 'fault',
  schema: z.looseObject({
    fault_id: z.string(),
    endpoint: z.string(),
    remaining: z.number().int().min(1),
    latency_ms: z.number().int().min(0).max(60_000),
    // Only the provider's errors, each with its own status (an older data dir's other faults are refused).
    error: z
      .object({ error_type: z.string(), status: faultStatus })
      .refine(
        ({ error_type, status }) =>
          Object.hasOwn(PROVIDER_ERRORS, error_type) &&
          PROVIDER_ERRORS[error_type as ProviderErrorType].status === status,
        {
          message: "a fault's error must be one of the provider's, with the status the provider gives it",
        },
      )
      .nullable(),
  }),
});
