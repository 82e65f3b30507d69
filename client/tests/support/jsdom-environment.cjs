/* global Request, Response, Headers, AbortController, AbortSignal, TextEncoder, TextDecoder */
/**
 * jsdom plus the Fetch API classes the React Router data router needs (Request, Response,
 * Headers) and Node's AbortController, which Node's Request requires for its `signal`.
 */
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const g = this.global;
    g.Request = Request;
    g.Response = Response;
    g.Headers = Headers;
    g.AbortController = AbortController;
    g.AbortSignal = AbortSignal;
    g.TextEncoder = TextEncoder;
    g.TextDecoder = TextDecoder;
  }
}

module.exports = JsdomWithFetchEnvironment;
