import {
  ENCRYPTION_HEADER,
  encryptPayload,
  requestOf,
  type EncryptedEndpoint,
  type EndpointArguments,
  type EndpointValue,
} from '@platform/contract';
import { ApiError, request } from './api-client.ts';
import { isRecord } from '@platform/ui/is-record.ts';

/** How far the gateway's clock is ahead of this device's, learnt from a `request_stale` answer. */
let serverClockOffsetMs = 0;

/** The gateway's time from a `request_stale` refusal of an encrypted call, else undefined. */
const staleServerTime = (error: unknown): number | undefined => {
  if (!(error instanceof ApiError) || error.errorCode !== 'request_stale' || !isRecord(error.value)) {
    return undefined;
  }
  const { serverTime } = error.value;
  return typeof serverTime === 'number' && Number.isFinite(serverTime) ? serverTime : undefined;
};

/**
 * A call the spec marks "encrypted": the payload sealed with its time and a nonce (the gateway
 * refuses stale and repeated bodies), the wrapped key in the `Encryption` header. When the
 * gateway finds the seal stale because this device's clock is off, it answers its own time, and
 * the payload is sealed once more by that clock. Its own module, so that the encryption code
 * loads with the forms that use it (login popup, member centre), not with the home page.
 */
export const sendEncrypted = async <E extends EncryptedEndpoint>(
  endpoint: E,
  options: { publicKey: string; headers?: Record<string, string> },
  ...input: EndpointArguments<E>
): Promise<EndpointValue<E>> => {
  const { method, path, body } = requestOf(endpoint, ...input);
  const send = async () => {
    const timestamp = Date.now() + serverClockOffsetMs;
    const sealed = await encryptPayload(options.publicKey, body, { timestamp });
    const { value } = await request<EndpointValue<E>>(path, {
      method,
      body: sealed.body,
      headers: { ...options.headers, [ENCRYPTION_HEADER]: sealed.wrappedKey },
    });
    return value;
  };
  try {
    return await send();
  } catch (error) {
    const serverTime = staleServerTime(error);
    if (serverTime === undefined) throw error;
    serverClockOffsetMs = serverTime - Date.now();
    return send();
  }
};
