// A customer's profile as staff create or edit it, with the shared rules (no password: a customer
// registered by staff sets one with "forgot password").
import { useMutation } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { adminCustomerSchema } from "@shared/account";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { FormAlert } from "../../../components/form/form-alert";
import { applyFailure, messageOfError } from "../../../components/form/server-errors";
import { SubmitButton } from "../../../components/form/submit-button";
import {
  CustomerProfileFields,
  PROFILE_FIELDS,
  type ProfileValues,
} from "../../../domain/customer/profile-fields";
import { CreateCustomerMutation, UpdateCustomerMutation } from "../api/customer-mutations";

interface Props {
  id: string | null;
  initial: ProfileValues;
  onSaved: (id: string) => void;
}

export function CustomerForm({ id, initial, onSaved }: Props) {
  const [create] = useMutation(CreateCustomerMutation);
  const [update] = useMutation(UpdateCustomerMutation);
  const [summary, setSummary] = useState("");
  const form = useForm<ProfileValues>({
    resolver: zodResolver(adminCustomerSchema) as never,
    defaultValues: initial,
  });
  const onSubmit = form.handleSubmit(async (values) => {
    setSummary("");
    const input = { ...values, prefectureId: values.prefectureId ?? null };
    try {
      const { data } = id
        ? await update({ variables: { id, input } })
        : await create({ variables: { input } });
      const result = data && ("updateCustomer" in data ? data.updateCustomer : data.createCustomer);
      if (result && "data" in result) onSaved(result.data.id);
      else if (result && "message" in result) setSummary(applyFailure(result, form.setError, PROFILE_FIELDS));
    } catch (error) {
      setSummary(messageOfError(error));
    }
  });
  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <FormAlert>{summary}</FormAlert>
      <CustomerProfileFields form={form} />
      <SubmitButton submitting={form.formState.isSubmitting}>{id ? "更新する" : "登録する"}</SubmitButton>
    </form>
  );
}
