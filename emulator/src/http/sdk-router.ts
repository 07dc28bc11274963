import { Hono } from 'hono';
import type { EmulatorEnv } from './env';

/** The router every SDK route file registers on; paths are relative to `/sdk/v1`. */
export type SdkRouter = Hono<EmulatorEnv>;

export function newSdkRouter(): SdkRouter {
  return new Hono<EmulatorEnv>();
}
