import { contextBridge, type IpcRendererEvent, ipcRenderer } from 'electron';
import { EVENT_CHANNELS, INVOKE_CHANNELS } from './api';
import { buildTestbedApi } from './build-api';

/**
 * The sandboxed preload: exposes the contract's named methods as `window.testbed` and nothing
 * else. It checks nothing itself; main decides what a call may do.
 */
const api = buildTestbedApi(
  'electron',
  (method, args) => ipcRenderer.invoke(INVOKE_CHANNELS[method], ...args),
  (event, listener) => {
    const channel = EVENT_CHANNELS[event];
    const forward = (_event: IpcRendererEvent, payload: Parameters<typeof listener>[0]) => listener(payload);
    ipcRenderer.on(channel, forward);
    return () => {
      ipcRenderer.removeListener(channel, forward);
    };
  },
);

contextBridge.exposeInMainWorld('testbed', api);
