import { Agent, setGlobalDispatcher } from 'undici';

// Every interaction runs against a new Pact mock server, often on a port an earlier one has
// just freed. With keep-alive, fetch could send a request down a connection opened to the
// earlier server: it never reached the new one ("expected but not received"), 1 in 20 on a
// busy machine. One connection per request makes each test talk to its own server.
setGlobalDispatcher(new Agent({ pipelining: 0 }));
