import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadContract, type JsonObject } from '../../mocks/contract-document';
import { parseProblem, problemMiniSchema } from './parse-problem';
import { problemSchema } from './problem.schema';

const contract = loadContract();
const contractProblem = contract.schema('Problem');
const generated = z.toJSONSchema(problemSchema) as JsonObject;

describe('the Problem zod schema matches the contract', () => {
  it('has the same properties and required list', () => {
    const contractProperties = Object.keys(contractProblem['properties'] as JsonObject).sort();
    expect(Object.keys(generated['properties'] as JsonObject).sort()).toEqual(contractProperties);
    expect([...(generated['required'] as string[])].sort()).toEqual(
      [...(contractProblem['required'] as string[])].sort(),
    );
  });

  it('has exactly the contract title codes', () => {
    const title = (generated['properties'] as Record<string, JsonObject>)['title'];
    expect(title?.['enum']).toEqual(contract.schema('ProblemCode')['enum']);
  });

  it('has the contract shape of the extension members', () => {
    for (const name of ['MoveConflict', 'FieldError']) {
      const schema = contract.schema(name);
      const key = name === 'MoveConflict' ? 'moveConflict' : 'errors';
      const property = (generated['properties'] as Record<string, JsonObject>)[key] as JsonObject;
      const object = (name === 'FieldError' ? property['items'] : property) as JsonObject;
      expect(Object.keys(object['properties'] as JsonObject).sort(), name).toEqual(
        Object.keys(schema['properties'] as JsonObject).sort(),
      );
      expect([...(object['required'] as string[])].sort(), name).toEqual([...(schema['required'] as string[])].sort());
    }
  });

  it('accepts every problem example of the contract', () => {
    type Examples = Record<string, { value: JsonObject }>;
    const examples = {
      ...((contract.raw['components'] as JsonObject)['examples'] as Examples),
      ...(contract.raw['x-cast'] as Examples),
    };
    const problems = Object.entries(examples).filter(([name]) => name.startsWith('Problem'));
    const codes = new Set(problems.map(([, example]) => example.value['title']));
    expect(codes).toEqual(new Set(contract.schema('ProblemCode')['enum'] as string[]));
    for (const [name, example] of problems) {
      expect(problemSchema.safeParse(example.value).error?.issues ?? [], name).toEqual([]);
    }
  });

  it('rejects a body whose title is not a catalogue code', () => {
    expect(parseProblem({ type: 'about:blank', title: 'Not Found', status: 404 })).toBeUndefined();
    expect(parseProblem({ type: 'urn:cde:problem:NotFound', title: 'NotFound', status: 404 })?.title).toBe('NotFound');
  });
});

describe("the app's zod/mini twin of the Problem schema", () => {
  it('describes the same JSON as the contract-checked schema', () => {
    expect(z.toJSONSchema(problemMiniSchema)).toEqual(generated);
  });

  it('accepts what the schema accepts and refuses what it refuses', () => {
    const problem = { type: 'urn:cde:problem:NotFound', title: 'NotFound', status: 404 };
    for (const body of [problem, { ...problem, status: 200 }, { ...problem, existingDirectoryId: 'x' }, null]) {
      expect(problemMiniSchema.safeParse(body).success).toBe(problemSchema.safeParse(body).success);
    }
  });
});
