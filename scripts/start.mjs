// `npm start`: the mock server (3001, demo accounts printed) and the app's dev server (5173).
import concurrently from 'concurrently';

console.log('Merchant back-office: app http://127.0.0.1:5173  (mock API http://127.0.0.1:3001)');
console.log('API document (OpenAPI, contracts/openapi.json): http://127.0.0.1:3001/__docs/\n');
const { result } = concurrently(
  [
    { command: 'npx tsx mock-server/main.ts', name: 'mock', prefixColor: 'blue' },
    { command: 'npx vite --host 127.0.0.1 --port 5173 --strictPort', name: 'app', prefixColor: 'green' },
  ],
  { killOthersOn: ['failure', 'success'] },
);
result.catch(() => process.exit(1));
