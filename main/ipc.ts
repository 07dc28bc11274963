import { type IpcMainInvokeEvent, ipcMain } from 'electron';
import { INVOKE_CHANNELS, type InvokeMethod, type TestbedHandlers } from '../preload/api';
import { isTestbedFrame } from './sender-check';

/**
 * Registers one IPC handler per contract method. Each call is answered only when it comes from
 * the testbed window itself (its webContents, not just any page on the testbed's origin) and from
 * that window's top-level frame on the testbed's origin; others are refused and logged.
 * Returns a function that removes the handlers.
 */
export function registerTestbedIpc(options: {
  handlers: TestbedHandlers;
  testbedOrigin: string;
  /** `webContents.id` of the testbed window. */
  webContentsId: number;
  log?: (message: string) => void;
}): () => void {
  const { handlers, testbedOrigin, webContentsId, log = console.warn } = options;
  const methods = Object.keys(INVOKE_CHANNELS) as InvokeMethod[];
  for (const method of methods) {
    ipcMain.handle(INVOKE_CHANNELS[method], (event: IpcMainInvokeEvent, ...args: unknown[]) => {
      const frame = event.senderFrame;
      const sender = frame ? { url: frame.url, isTopLevel: frame.parent === null } : null;
      if (event.sender.id !== webContentsId || !isTestbedFrame(sender, testbedOrigin)) {
        log(
          `Refused IPC ${method} from ${sender?.url ?? 'a frame that is gone'} (webContents ${event.sender.id})`,
        );
        throw new Error(`testbed IPC refused: ${method} is only answered for the testbed page`);
      }
      const handler = handlers[method] as (...input: unknown[]) => Promise<unknown>;
      return handler(...args);
    });
  }
  return () => {
    for (const method of methods) ipcMain.removeHandler(INVOKE_CHANNELS[method]);
  };
}
