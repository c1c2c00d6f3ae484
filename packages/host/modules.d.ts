// Airlock's modules as a host imports them once the remote is registered under the alias `airlock`
// (`loadRemote<typeof import('airlock/networks')>('airlock/networks')`). Referenced by this package's
// declarations, so importing `@airlock/host` types them.
declare module 'airlock/appkit' {
  export * from '@airlock/host/types/appkit';
}
declare module 'airlock/react' {
  export * from '@airlock/host/types/react';
}
declare module 'airlock/networks' {
  export * from '@airlock/host/types/networks';
}
declare module 'airlock/geo' {
  export * from '@airlock/host/types/geo';
}
declare module 'airlock/wagmi' {
  export * from '@airlock/host/types/wagmi';
}
