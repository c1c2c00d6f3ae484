// The host entry is only a dynamic import, so the federation runtime can set up sharing first.
import('./bootstrap.tsx');
