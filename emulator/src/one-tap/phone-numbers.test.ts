import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { EmulatorStore } from '../emulator-store';

/** The frame's script posts the call's request plus the page origin it read from its parent. */
function frameCall(path: string, request: Record<string, unknown>) {
  return createApp(EmulatorStore.inMemory()).request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...request, pageOrigin: 'http://localhost:5173' }),
  });
}

describe("the clientside-services frame's phone-number calls (the prebuilt UI's phone field)", () => {
  it('parsedPhoneNumber: a national number in its region is valid, in E.164 and national form', async () => {
    const response = await frameCall('/one-tap/parsed-phone-number', {
      phoneNumber: '2025550123',
      regionCode: 'US',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      isValid: true,
      number: '+12025550123',
      national: '(202) 555-0123',
    });
  });

  it('parsedPhoneNumber: an E.164 number needs no region (the passcode screen formats its destination)', async () => {
    const response = await frameCall('/one-tap/parsed-phone-number', { phoneNumber: '+442071838750' });
    expect(await response.json()).toEqual({
      isValid: true,
      number: '+442071838750',
      national: '020 7183 8750',
    });
  });

  it('parsedPhoneNumber: too short a number is invalid, and what cannot be read comes back as typed', async () => {
    const short = await frameCall('/one-tap/parsed-phone-number', { phoneNumber: '20255', regionCode: 'US' });
    expect(await short.json()).toMatchObject({ isValid: false });
    const unreadable = await frameCall('/one-tap/parsed-phone-number', { phoneNumber: 'call me' });
    expect(await unreadable.json()).toEqual({ isValid: false, number: 'call me', national: 'call me' });
  });

  it("getExamplePhoneNumber: the region's example mobile number in national form (the placeholder)", async () => {
    const us = await frameCall('/one-tap/example-phone-number', { regionCode: 'US' });
    expect(await us.json()).toEqual({ phoneNumber: '(201) 555-0123' });
    const gb = await frameCall('/one-tap/example-phone-number', { regionCode: 'GB' });
    expect(await gb.json()).toEqual({ phoneNumber: '07400 123456' });
  });

  it('refuses an unknown region with a 400 envelope the frame hands back as an API error', async () => {
    const response = await frameCall('/one-tap/example-phone-number', { regionCode: 'XX' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ status_code: 400, error_type: expect.any(String) });
  });
});

describe('the clientside-services script', () => {
  it('forwards both phone-number calls to their routes', async () => {
    const script = await createApp(EmulatorStore.inMemory()).request('/one-tap/clientside-services.js');
    const text = await script.text();
    expect(text).toContain("parsedPhoneNumber: 'parsed-phone-number'");
    expect(text).toContain("getExamplePhoneNumber: 'example-phone-number'");
  });
});
