/** The sign-in feature's chunk (`./features/siwx`): the SIWXSignMessage view and the sign-in actions. */
export const loadSiwx = () => import(/* webpackChunkName: "airlock-feature-siwx" */ '../../features/siwx/index.ts');
