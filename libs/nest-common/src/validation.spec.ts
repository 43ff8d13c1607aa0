import { BadRequestException } from '@nestjs/common';
import { IsEmail, IsInt, Max, ValidateNested } from 'class-validator';
import { Type } from 'class-transformer';
import { createValidationPipe } from './validation';

class Port {
  @IsInt({ message: 'Port must be a number' }) @Max(65535) value!: number;
}
class Body {
  @IsEmail({}, { message: 'From Email must be a valid e-mail address' }) fromEmail!: string;
  @ValidateNested() @Type(() => Port) port!: Port;
}

describe('createValidationPipe', () => {
  it('answers 400 { message, errors: { field: [messages] } } including nested fields', async () => {
    const pipe = createValidationPipe();
    const error = await pipe
      .transform({ fromEmail: 'nope', port: { value: 'x' }, extra: 1 }, { type: 'body', metatype: Body })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BadRequestException);
    expect((error as BadRequestException).getResponse()).toEqual({
      message: 'Please correct the highlighted fields.',
      errors: {
        fromEmail: ['From Email must be a valid e-mail address'],
        'port.value': expect.arrayContaining(['Port must be a number']),
      },
    });
  });

  it('strips properties the DTO does not declare instead of refusing or assigning them', async () => {
    const value = await createValidationPipe().transform(
      { fromEmail: 'a@b.example', port: { value: 25, extra: 2 }, extra: 1, isAdmin: true },
      { type: 'body', metatype: Body },
    );
    expect(value).toBeInstanceOf(Body);
    expect(JSON.parse(JSON.stringify(value))).toEqual({ fromEmail: 'a@b.example', port: { value: 25 } });
  });
});
