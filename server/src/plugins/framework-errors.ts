import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ProblemCode } from '../../../codegen/model/problemCode';
import { HttpProblem } from '../problem';

const PROBLEM_JSON = 'application/problem+json';

/**
 * What the router refuses before a route is found: a path parameter beyond `maxParamLength` (414) or a path that is
 * not valid percent-encoding (400). Fastify would answer them with a JSON body of its own; they leave as every other
 * refusal does, problem+json with a catalogue code (IncorrectParam, as the error handler answers Fastify's other
 * refusals of a request's form). A failing route constraint is the server's (500 Unknown).
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? 500;
  const problem =
    status >= 400 && status < 500
      ? new HttpProblem(status, ProblemCode.IncorrectParam, error.message)
      : new HttpProblem(500, ProblemCode.Unknown, 'Unknown error, reload the page.');
  if (status >= 500) request.log.error({ err: error }, 'router error');
  void reply.status(problem.status).type(PROBLEM_JSON).send(problem.toBody());
}

/** The answer to a request Node's HTTP parser could not read: its status and what to say. */
function clientProblem(code: string | undefined): HttpProblem {
  if (code === 'HPE_HEADER_OVERFLOW')
    return new HttpProblem(431, ProblemCode.IncorrectParam, 'The request headers are too large.');
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return new HttpProblem(408, ProblemCode.IncorrectParam, 'The request was not received in time.');
  return new HttpProblem(400, ProblemCode.IncorrectParam, 'The request is not valid HTTP.');
}

/**
 * Node's own refusals, before Fastify sees a request (malformed HTTP: 400, headers too large: 431, a request that
 * took too long: 408), written on the socket as problem+json like every other answer, then the connection closed as
 * Node and Fastify do (the rest of the stream cannot be trusted). A connection already reset has no one to answer.
 */
export function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const problem = clientProblem(error.code);
  this.log.debug({ err: error }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify(problem.toBody());
    socket.write(
      `HTTP/1.1 ${String(problem.status)} ${STATUS_CODES[problem.status] ?? ''}\r\n` +
        `Content-Type: ${PROBLEM_JSON}; charset=utf-8\r\nContent-Length: ${String(Buffer.byteLength(body))}\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
