/** The gateway's API prefixes (ARCHITECTURE.md, "The product in one picture"). */
const API_PREFIXES = ['/wps', '/lgw', '/lotto', '/api', '/console-api', '/vendor-api', '/payment-api'];

const startsWithApiPrefix = (text, prefixes) =>
  prefixes.some(
    (prefix) => text === prefix || text.startsWith(`${prefix}/`) || text.startsWith(`${prefix}?`),
  );

/**
 * A client reaches the gateway only through the contract's endpoints (`call(endpoint, input)`), so a
 * path and its shape cannot drift between server and client: a string or template literal that
 * starts with an API prefix is refused. Comments may still name paths.
 */
export const noApiPaths = {
  meta: {
    type: 'problem',
    docs: { description: 'Clients call contract endpoints; they never write an API path by hand.' },
    schema: [
      {
        type: 'object',
        properties: { prefixes: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
    messages: {
      apiPath:
        "'{{text}}' is an API path: call the contract's endpoint instead (`call(xEndpoints.y, input)`).",
    },
  },
  create(context) {
    const prefixes = context.options[0]?.prefixes ?? API_PREFIXES;
    const check = (node, text) => {
      if (startsWithApiPrefix(text, prefixes)) context.report({ node, messageId: 'apiPath', data: { text } });
    };
    return {
      Literal(node) {
        if (typeof node.value === 'string') check(node, node.value);
      },
      TemplateLiteral(node) {
        check(node, node.quasis[0]?.value.cooked ?? '');
      },
    };
  },
};
