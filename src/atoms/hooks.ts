import { useAtomValue } from 'jotai/react';
import { servicesAtom, type Services } from './services.ts';

/** The instance's services inside the modal's React tree. */
export function useServices(): Services {
  const services = useAtomValue(servicesAtom);
  if (!services) throw new Error('Airlock services are not set on this store');
  return services;
}
