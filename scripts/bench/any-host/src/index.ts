// The async boundary that lets the federation runtime set up sharing before React loads (README).
import('./bootstrap.tsx');
