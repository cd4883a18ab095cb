import {
  Array as ArraySchema,
  Boolean as BooleanSchema,
  Integer,
  Literal,
  Never,
  Null,
  Number as NumberSchema,
  Object as ObjectSchema,
  Optional,
  Record as RecordSchema,
  Recursive,
  String as StringSchema,
  Union,
  Unsafe,
} from '@sinclair/typebox';

/**
 * The TypeBox builders the protocol uses, by name. Not TypeBox's own `Type`, which holds every
 * builder there is: all of them would go into the web app's bundle (42 KB against 2 KB).
 */
export const Type = {
  Array: ArraySchema,
  Boolean: BooleanSchema,
  Integer,
  Literal,
  Never,
  Null,
  Number: NumberSchema,
  Object: ObjectSchema,
  Optional,
  Record: RecordSchema,
  Recursive,
  String: StringSchema,
  Union,
  Unsafe,
};
