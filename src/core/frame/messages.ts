import * as z from 'zod/mini';
import {
  accountTypeSchema,
  addressSchema,
  anyAddressSchema,
  chainIdSchema,
  emailSchema,
  messageIdSchema,
  otpSchema,
  socialProviderSchema,
  themeModeSchema,
  loginUriSchema,
  webUrlSchema,
} from './primitives.ts';
import { rpcRequestPayloadSchema, UNSAFE_METHODS } from './rpc.ts';

export { isSafeMethod, isUnsafeMethod, looksLikeTransactionHash, UNSAFE_METHODS } from './rpc.ts';
export type { RpcMethod, RpcRequestPayload, UnsafeMethod } from './rpc.ts';

/**
 * Every message between the app and the secure frame (SPEC section 3), in the real secure site's shapes
 * (Reown AppKit's packages/wallet/src/W3mFrameSchema.ts; docs/secure-site.md).
 * Shape: `{ id?, type, payload? }`. App→frame types are `@w3m-app/<NAME>`;
 * the frame answers `@w3m-frame/<NAME>_SUCCESS` or `_ERROR` with the same id,
 * and sends the events `READY` and `SESSION_UPDATE`. `RPC_REQUEST_SUCCESS` carries the bare result.
 *
 * Unsafe RPC requests are approved inside the frame, never by a message. A frame that offers the
 * `approvalEvents` extension (READY's `extensions`) announces `APPROVAL_REQUESTED` (the app shows the
 * iframe), may send `APPROVAL_RESIZED` and ends with `APPROVAL_ENDED`; without it (the real site) the app
 * shows the frame itself while its unsafe request waits. devcloud/secure-site/README.md has the sequence.
 */

export const APP_PREFIX = '@w3m-app/';
export const FRAME_PREFIX = '@w3m-frame/';

/** A message without payload: `payload` must be absent or undefined. */
const none = z.optional(z.undefined());

export const userSchema = z.object({
  email: z.optional(z.nullable(emailSchema)),
  address: anyAddressSchema,
  chainId: chainIdSchema,
  accounts: z.optional(z.array(z.object({ address: anyAddressSchema, type: accountTypeSchema }))),
  userName: z.optional(z.nullable(z.string())),
  preferredAccountType: z.optional(accountTypeSchema),
  smartAccountDeployed: z.optional(z.boolean()),
});
export type User = z.infer<typeof userSchema>;

const dappMetadataSchema = z.object({
  name: z.string(),
  description: z.string(),
  url: z.string(),
  icons: z.array(z.string()),
});

/** Request payloads, keyed by request name. */
export const appPayloadSchemas = {
  SWITCH_NETWORK: z.object({ chainId: chainIdSchema }),
  CONNECT_EMAIL: z.object({ email: emailSchema }),
  CONNECT_DEVICE: none,
  CONNECT_OTP: z.object({ otp: otpSchema }),
  CONNECT_SOCIAL: z.object({
    uri: loginUriSchema,
    preferredAccountType: z.optional(accountTypeSchema),
    chainId: z.optional(chainIdSchema),
  }),
  GET_FARCASTER_URI: none,
  CONNECT_FARCASTER: none,
  GET_USER: z.optional(
    z.object({
      chainId: z.optional(chainIdSchema),
      preferredAccountType: z.optional(accountTypeSchema),
      socialUri: z.optional(loginUriSchema),
    }),
  ),
  GET_SOCIAL_REDIRECT_URI: z.object({ provider: socialProviderSchema }),
  SIGN_OUT: none,
  IS_CONNECTED: z.optional(z.object({ token: z.optional(z.string().check(z.maxLength(4096))) })),
  GET_CHAIN_ID: none,
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: none,
  INIT_SMART_ACCOUNT: none,
  SET_PREFERRED_ACCOUNT: z.object({ type: accountTypeSchema }),
  RPC_REQUEST: rpcRequestPayloadSchema,
  UPDATE_EMAIL: z.object({ email: emailSchema }),
  UPDATE_EMAIL_PRIMARY_OTP: z.object({ otp: otpSchema }),
  UPDATE_EMAIL_SECONDARY_OTP: z.object({ otp: otpSchema }),
  SYNC_THEME: z.object({
    themeMode: z.optional(themeModeSchema),
    themeVariables: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
    w3mThemeVariables: z.optional(z.record(z.string(), z.string())),
  }),
  SYNC_DAPP_DATA: z.object({
    metadata: z.optional(dappMetadataSchema),
    sdkVersion: z.string(),
    sdkType: z.string(),
    projectId: z.string(),
  }),
  RELOAD: none,
  RPC_ABORT: none,
  /** Ours: the modal's language, for the frame's pages (a BCP 47 tag; the frame speaks English for one it lacks). */
  SYNC_LOCALE: z.object({ locale: z.string().check(z.maxLength(35)) }),
};

export type RequestName = keyof typeof appPayloadSchemas;
export const REQUEST_NAMES = Object.keys(appPayloadSchemas) as RequestName[];

/** Success payloads, keyed by request name. */
export const successPayloadSchemas = {
  SWITCH_NETWORK: z.object({ chainId: chainIdSchema }),
  CONNECT_EMAIL: z.object({ action: z.enum(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT']) }),
  CONNECT_DEVICE: none,
  CONNECT_OTP: none,
  CONNECT_SOCIAL: userSchema,
  GET_FARCASTER_URI: z.object({ url: webUrlSchema }),
  CONNECT_FARCASTER: z.object({ userName: z.string() }),
  GET_USER: userSchema,
  GET_SOCIAL_REDIRECT_URI: z.object({ uri: webUrlSchema }),
  SIGN_OUT: none,
  IS_CONNECTED: z.object({ isConnected: z.boolean() }),
  GET_CHAIN_ID: z.object({ chainId: chainIdSchema }),
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: z.object({ smartAccountEnabledNetworks: z.array(z.int()) }),
  INIT_SMART_ACCOUNT: z.object({ address: addressSchema, isDeployed: z.boolean() }),
  SET_PREFERRED_ACCOUNT: z.object({ type: accountTypeSchema, address: anyAddressSchema }),
  /** The bare result (AppKit's W3mFrameProvider resolves `event.payload`); may be absent for a null result. */
  RPC_REQUEST: z.unknown(),
  UPDATE_EMAIL: z.object({ action: z.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']) }),
  UPDATE_EMAIL_PRIMARY_OTP: none,
  UPDATE_EMAIL_SECONDARY_OTP: z.object({ newEmail: emailSchema }),
  SYNC_THEME: none,
  SYNC_DAPP_DATA: none,
  RELOAD: none,
  RPC_ABORT: none,
  SYNC_LOCALE: none,
} satisfies Record<RequestName, z.ZodMiniType>;

/**
 * Every `_ERROR` carries `{ message }`; a missing message becomes 'An error occurred'. An RPC
 * error may add its EIP-1193 `code` (4001 when the visitor rejected in the frame).
 */
export const errorPayloadSchema = z.optional(z.object({ message: z.optional(z.string()), code: z.optional(z.int()) }));

/**
 * Our extensions of the protocol, used only when the frame lists them in READY's `extensions`:
 * `approvalEvents` (APPROVAL_REQUESTED, APPROVAL_RESIZED, APPROVAL_ENDED), `syncLocale` (SYNC_LOCALE) and `bitcoin`
 * (the embedded wallet's payment and ordinal accounts, answering the bip122 RPC methods).
 */
export const FRAME_EXTENSIONS = ['approvalEvents', 'syncLocale', 'bitcoin'] as const;
export type FrameExtension = (typeof FRAME_EXTENSIONS)[number];

/** The extensions a READY payload offers (unknown names ignored). */
export function extensionsOf(ready: { version?: string; extensions?: string[] } | undefined): Set<FrameExtension> {
  const offered = new Set(ready?.extensions ?? []);
  return new Set(FRAME_EXTENSIONS.filter((name) => offered.has(name)));
}

/**
 * What the secure site's social login popup posts to its opener: an untyped `{ resultUri }` (AppKit's
 * ConnectorControllerUtil and w3m-connecting-social-view read `event.data.resultUri` after checking the origin).
 */
export const socialResultSchema = z.object({ resultUri: loginUriSchema });

/** How an approval ended: signed or sent, rejected by the visitor, cancelled by the app, or approved but failed. */
export const APPROVAL_OUTCOMES = ['approved', 'rejected', 'cancelled', 'failed'] as const;
export type ApprovalOutcome = (typeof APPROVAL_OUTCOMES)[number];

/** The height (CSS px) the frame's confirmation page would like; the app may give it less (the page scrolls). */
const frameHeightSchema = z.int().check(z.minimum(0), z.maximum(10_000));

/** Frame events that are not replies. */
export const eventPayloadSchemas = {
  /**
   * The frame is loaded. `version` is optional (AppKit's FrameReadyResponse); `extensions` is ours: what the frame
   * offers beyond the real protocol (FRAME_EXTENSIONS). The real client's schema ignores the extra field.
   */
  READY: z.optional(
    z.object({
      version: z.optional(z.string().check(z.maxLength(128))),
      extensions: z.optional(z.array(z.string().check(z.maxLength(64))).check(z.maxLength(32))),
    }),
  ),
  SESSION_UPDATE: z.object({ token: z.string().check(z.minLength(1), z.maxLength(4096)) }),
  /**
   * An unsafe RPC request (`id` = the RPC_REQUEST's id) waits for the visitor inside the frame:
   * show the iframe over the modal's view until APPROVAL_ENDED for every pending id.
   */
  APPROVAL_REQUESTED: z.object({ id: messageIdSchema, method: z.enum(UNSAFE_METHODS), height: frameHeightSchema }),
  /** The confirmation page's preferred height changed (details loaded, window resized). */
  APPROVAL_RESIZED: z.object({ id: messageIdSchema, height: frameHeightSchema }),
  /** Sent after the RPC request's `_SUCCESS` or `_ERROR`: this approval is over. */
  APPROVAL_ENDED: z.object({ id: messageIdSchema, outcome: z.enum(APPROVAL_OUTCOMES) }),
};
export type EventName = keyof typeof eventPayloadSchemas;

type Envelope<T extends string, P extends z.ZodMiniType> = z.ZodMiniObject<
  { id: z.ZodMiniOptional<typeof messageIdSchema>; type: z.ZodMiniLiteral<T>; payload: P },
  z.core.$strip
>;

function envelope<const T extends string, P extends z.ZodMiniType>(type: T, payload: P): Envelope<T, P> {
  return z.object({ id: z.optional(messageIdSchema), type: z.literal(type), payload });
}

function envelopes<const Prefix extends string, const Suffix extends string, Table extends Record<string, z.ZodMiniType>>(
  prefix: Prefix,
  suffix: Suffix,
  table: Table,
): { [K in keyof Table & string]: Envelope<`${Prefix}${K}${Suffix}`, Table[K]> } {
  const out: Record<string, z.ZodMiniType> = {};
  for (const [name, payload] of Object.entries(table)) out[name] = envelope(`${prefix}${name}${suffix}`, payload);
  return out as { [K in keyof Table & string]: Envelope<`${Prefix}${K}${Suffix}`, Table[K]> };
}

const errorTable = Object.fromEntries(REQUEST_NAMES.map((name) => [name, errorPayloadSchema])) as Record<
  RequestName,
  typeof errorPayloadSchema
>;

export const appMessageSchemas = envelopes(APP_PREFIX, '', appPayloadSchemas);
export const successMessageSchemas = envelopes(FRAME_PREFIX, '_SUCCESS', successPayloadSchemas);
export const errorMessageSchemas = envelopes(FRAME_PREFIX, '_ERROR', errorTable);
export const eventMessageSchemas = envelopes(FRAME_PREFIX, '', eventPayloadSchemas);

type Values<T> = T[keyof T];
type Infer<T> = { [K in keyof T]: z.infer<T[K] & z.ZodMiniType> };

export type AppMessage = Values<Infer<typeof appMessageSchemas>>;
export type AppMessageType = AppMessage['type'];
export type AppMessageOf<N extends RequestName> = Infer<typeof appMessageSchemas>[N];
export type AppPayload<N extends RequestName> = z.infer<(typeof appPayloadSchemas)[N]>;

export type SuccessMessage = Values<Infer<typeof successMessageSchemas>>;
export type SuccessPayload<N extends RequestName> = z.infer<(typeof successPayloadSchemas)[N]>;
export type ErrorMessage = Values<Infer<typeof errorMessageSchemas>>;
export type EventMessage = Values<Infer<typeof eventMessageSchemas>>;
export type FrameMessage = SuccessMessage | ErrorMessage | EventMessage;
export type FrameMessageType = FrameMessage['type'];

/** The name inside an app type string: '@w3m-app/CONNECT_EMAIL' → 'CONNECT_EMAIL'. */
export type NameOf<T extends AppMessageType> = T extends `${typeof APP_PREFIX}${infer N extends RequestName}` ? N : never;

export const appType = <N extends RequestName>(name: N) => `${APP_PREFIX}${name}` as const;
export const successType = <N extends RequestName>(name: N) => `${FRAME_PREFIX}${name}_SUCCESS` as const;
export const errorType = <N extends RequestName>(name: N) => `${FRAME_PREFIX}${name}_ERROR` as const;
export const eventType = <N extends EventName>(name: N) => `${FRAME_PREFIX}${name}` as const;

/** The request name of an app type string, or null for anything else. */
export function requestNameOf(type: string): RequestName | null {
  if (!type.startsWith(APP_PREFIX)) return null;
  const name = type.slice(APP_PREFIX.length);
  return Object.hasOwn(appPayloadSchemas, name) ? (name as RequestName) : null;
}

/** Schemas by full type string, for a lookup per message instead of trying every schema. */
const appSchemasByType = new Map<string, z.ZodMiniType>(REQUEST_NAMES.map((name) => [appType(name), appMessageSchemas[name]]));
const frameSchemasByType = new Map<string, z.ZodMiniType>([
  ...REQUEST_NAMES.map((name) => [successType(name), successMessageSchemas[name]] as const),
  ...REQUEST_NAMES.map((name) => [errorType(name), errorMessageSchemas[name]] as const),
  ...(Object.keys(eventPayloadSchemas) as EventName[]).map((name) => [eventType(name), eventMessageSchemas[name]] as const),
]);

function parseWith<T>(schemas: Map<string, z.ZodMiniType>, data: unknown): T | null {
  try {
    if (typeof data !== 'object' || data === null) return null;
    const type = (data as { type?: unknown }).type;
    if (typeof type !== 'string') return null;
    const schema = schemas.get(type);
    if (!schema) return null;
    const result = schema.safeParse(data);
    return result.success ? (result.data as T) : null;
  } catch {
    // Exotic inputs (proxies, throwing getters) are just invalid messages.
    return null;
  }
}

/** Parse a message the app sent to the frame; null when it is not a valid one. */
export function parseAppMessage(data: unknown): AppMessage | null {
  return parseWith<AppMessage>(appSchemasByType, data);
}

/** Parse a message the frame (or its login popup) sent to the app; null when invalid. */
export function parseFrameMessage(data: unknown): FrameMessage | null {
  return parseWith<FrameMessage>(frameSchemasByType, data);
}
