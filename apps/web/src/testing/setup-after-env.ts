import { configure } from '@testing-library/react';

// Component tests talk to a real HTTP server and generate a real RSA key pair: allow more than the 1 s default
// on a busy machine.
configure({ asyncUtilTimeout: 5000 });
