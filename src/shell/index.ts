// Start fetching Airlock now, in parallel with the host's own code; then the async boundary that lets
// the federation runtime set up sharing before React loads.
import './federation/earlyAirlock.ts';

import('./bootstrap.tsx');
