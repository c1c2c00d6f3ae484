/** The sign-in feature's chunk (`airlock-feature-siwx`; hosts load its verifiers as `airlock/siwx`): the SIWXSignMessage view and the sign-in actions. */
export const loadSiwx = () => import(/* webpackChunkName: "airlock-feature-siwx" */ '../../features/siwx/index.ts');
