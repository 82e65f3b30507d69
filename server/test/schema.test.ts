import { isEnumType, isInputObjectType, isInterfaceType, isObjectType, isSpecifiedScalarType } from 'graphql';
import { buildAppSchema as buildSchema } from '../src/app/schema';

/** The schema documents itself in Apollo Sandbox: every type, field, argument and enum value has a description. */
describe('the GraphQL schema', () => {
  it('describes every type, field, argument and enum value', () => {
    const schema = buildSchema();
    const missing: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__') || isSpecifiedScalarType(type)) continue;
      if (!type.description) missing.push(type.name);
      if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
        for (const field of Object.values(type.getFields())) {
          if (!field.description) missing.push(`${type.name}.${field.name}`);
          for (const arg of 'args' in field ? field.args : []) if (!arg.description) missing.push(`${type.name}.${field.name}(${arg.name})`);
        }
      }
      if (isEnumType(type)) for (const value of type.getValues()) if (!value.description) missing.push(`${type.name}.${value.name}`);
    }
    expect(missing).toEqual([]);
  });

  it('gives every root field a resolver', () => {
    const schema = buildSchema();
    const unresolved: string[] = [];
    for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
      for (const field of Object.values(root?.getFields() ?? {})) {
        if (!field.resolve && !field.subscribe) unresolved.push(`${root!.name}.${field.name}`);
      }
    }
    expect(unresolved).toEqual([]);
  });
});
