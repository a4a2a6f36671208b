
      export type PossibleTypesResultData = {
  "possibleTypes": {
    "Error": [
      "ConflictError",
      "ForbiddenError",
      "NotFoundError",
      "PriceChangedError",
      "TooManyRequestsError",
      "UnauthorizedError",
      "ValidationError"
    ],
    "MutationAddCartItemResult": [
      "MutationAddCartItemSuccess",
      "ValidationError"
    ],
    "MutationCancelOrderResult": [
      "ConflictError",
      "MutationCancelOrderSuccess",
      "NotFoundError"
    ],
    "MutationChangeAdministratorRoleResult": [
      "ForbiddenError",
      "MutationChangeAdministratorRoleSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationConfirmPaymentResult": [
      "ForbiddenError",
      "MutationConfirmPaymentSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationConfirmSignUpResult": [
      "MutationConfirmSignUpSuccess",
      "ValidationError"
    ],
    "MutationCreateAdministratorResult": [
      "ForbiddenError",
      "MutationCreateAdministratorSuccess",
      "ValidationError"
    ],
    "MutationCreateCustomerResult": [
      "ConflictError",
      "MutationCreateCustomerSuccess",
      "ValidationError"
    ],
    "MutationCreateDeliveryAreaResult": [
      "MutationCreateDeliveryAreaSuccess",
      "ValidationError"
    ],
    "MutationDeleteAdministratorResult": [
      "ForbiddenError",
      "MutationDeleteAdministratorSuccess",
      "ValidationError"
    ],
    "MutationDeleteCustomerResult": [
      "MutationDeleteCustomerSuccess",
      "NotFoundError"
    ],
    "MutationDeleteDeliveryAreaResult": [
      "MutationDeleteDeliveryAreaSuccess",
      "NotFoundError"
    ],
    "MutationEndBusyModeResult": [
      "MutationEndBusyModeSuccess",
      "ValidationError"
    ],
    "MutationMarkArrivedResult": [
      "ConflictError",
      "MutationMarkArrivedSuccess",
      "NotFoundError"
    ],
    "MutationMarkContactReadResult": [
      "MutationMarkContactReadSuccess",
      "NotFoundError"
    ],
    "MutationMarkOrderPrintingResult": [
      "ConflictError",
      "MutationMarkOrderPrintingSuccess",
      "NotFoundError"
    ],
    "MutationMarkOrderProvidedResult": [
      "ConflictError",
      "MutationMarkOrderProvidedSuccess",
      "NotFoundError"
    ],
    "MutationMergeCartResult": [
      "MutationMergeCartSuccess",
      "ValidationError"
    ],
    "MutationPauseReceptionResult": [
      "MutationPauseReceptionSuccess",
      "ValidationError"
    ],
    "MutationPlaceOrderResult": [
      "ConflictError",
      "MutationPlaceOrderSuccess",
      "PriceChangedError",
      "ValidationError"
    ],
    "MutationRemoveCartItemResult": [
      "MutationRemoveCartItemSuccess",
      "NotFoundError"
    ],
    "MutationReplyToContactResult": [
      "MutationReplyToContactSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationRequestPasswordResetResult": [
      "MutationRequestPasswordResetSuccess",
      "ValidationError"
    ],
    "MutationResendConfirmationResult": [
      "MutationResendConfirmationSuccess",
      "ValidationError"
    ],
    "MutationResetAdministratorPasswordResult": [
      "ForbiddenError",
      "MutationResetAdministratorPasswordSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationResetPasswordResult": [
      "MutationResetPasswordSuccess",
      "UnauthorizedError",
      "ValidationError"
    ],
    "MutationResumeReceptionResult": [
      "MutationResumeReceptionSuccess",
      "ValidationError"
    ],
    "MutationSendContactResult": [
      "MutationSendContactSuccess",
      "TooManyRequestsError",
      "ValidationError"
    ],
    "MutationSignInAdminResult": [
      "MutationSignInAdminSuccess",
      "TooManyRequestsError",
      "UnauthorizedError",
      "ValidationError"
    ],
    "MutationSignInResult": [
      "MutationSignInSuccess",
      "TooManyRequestsError",
      "UnauthorizedError",
      "ValidationError"
    ],
    "MutationSignUpResult": [
      "MutationSignUpSuccess",
      "ValidationError"
    ],
    "MutationStartBusyModeResult": [
      "MutationStartBusyModeSuccess",
      "ValidationError"
    ],
    "MutationUpdateCustomerResult": [
      "ConflictError",
      "MutationUpdateCustomerSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationUpdateDeliveryAreaResult": [
      "MutationUpdateDeliveryAreaSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationUpdateInvoiceRegistrationResult": [
      "ForbiddenError",
      "MutationUpdateInvoiceRegistrationSuccess",
      "ValidationError"
    ],
    "MutationUpdateMyAccountResult": [
      "MutationUpdateMyAccountSuccess",
      "ValidationError"
    ],
    "MutationUpdateMyAdministratorAccountResult": [
      "MutationUpdateMyAdministratorAccountSuccess",
      "ValidationError"
    ],
    "MutationUpdateProvisionSettingResult": [
      "MutationUpdateProvisionSettingSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationUpdateTaxRateResult": [
      "ForbiddenError",
      "MutationUpdateTaxRateSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "QueryAdminContactResult": [
      "NotFoundError",
      "QueryAdminContactSuccess"
    ],
    "QueryAdminCustomerResult": [
      "NotFoundError",
      "QueryAdminCustomerSuccess"
    ],
    "QueryAdminOrdersResult": [
      "QueryAdminOrdersSuccess",
      "ValidationError"
    ],
    "QueryQuoteResult": [
      "QueryQuoteSuccess",
      "ValidationError"
    ],
    "QuerySalesReportResult": [
      "QuerySalesReportSuccess",
      "ValidationError"
    ]
  }
};
      const result: PossibleTypesResultData = {
  "possibleTypes": {
    "Error": [
      "ConflictError",
      "ForbiddenError",
      "NotFoundError",
      "PriceChangedError",
      "TooManyRequestsError",
      "UnauthorizedError",
      "ValidationError"
    ],
    "MutationAddCartItemResult": [
      "MutationAddCartItemSuccess",
      "ValidationError"
    ],
    "MutationCancelOrderResult": [
      "ConflictError",
      "MutationCancelOrderSuccess",
      "NotFoundError"
    ],
    "MutationChangeAdministratorRoleResult": [
      "ForbiddenError",
      "MutationChangeAdministratorRoleSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationConfirmPaymentResult": [
      "ForbiddenError",
      "MutationConfirmPaymentSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationConfirmSignUpResult": [
      "MutationConfirmSignUpSuccess",
      "ValidationError"
    ],
    "MutationCreateAdministratorResult": [
      "ForbiddenError",
      "MutationCreateAdministratorSuccess",
      "ValidationError"
    ],
    "MutationCreateCustomerResult": [
      "ConflictError",
      "MutationCreateCustomerSuccess",
      "ValidationError"
    ],
    "MutationCreateDeliveryAreaResult": [
      "MutationCreateDeliveryAreaSuccess",
      "ValidationError"
    ],
    "MutationDeleteAdministratorResult": [
      "ForbiddenError",
      "MutationDeleteAdministratorSuccess",
      "ValidationError"
    ],
    "MutationDeleteCustomerResult": [
      "MutationDeleteCustomerSuccess",
      "NotFoundError"
    ],
    "MutationDeleteDeliveryAreaResult": [
      "MutationDeleteDeliveryAreaSuccess",
      "NotFoundError"
    ],
    "MutationEndBusyModeResult": [
      "MutationEndBusyModeSuccess",
      "ValidationError"
    ],
    "MutationMarkArrivedResult": [
      "ConflictError",
      "MutationMarkArrivedSuccess",
      "NotFoundError"
    ],
    "MutationMarkContactReadResult": [
      "MutationMarkContactReadSuccess",
      "NotFoundError"
    ],
    "MutationMarkOrderPrintingResult": [
      "ConflictError",
      "MutationMarkOrderPrintingSuccess",
      "NotFoundError"
    ],
    "MutationMarkOrderProvidedResult": [
      "ConflictError",
      "MutationMarkOrderProvidedSuccess",
      "NotFoundError"
    ],
    "MutationMergeCartResult": [
      "MutationMergeCartSuccess",
      "ValidationError"
    ],
    "MutationPauseReceptionResult": [
      "MutationPauseReceptionSuccess",
      "ValidationError"
    ],
    "MutationPlaceOrderResult": [
      "ConflictError",
      "MutationPlaceOrderSuccess",
      "PriceChangedError",
      "ValidationError"
    ],
    "MutationRemoveCartItemResult": [
      "MutationRemoveCartItemSuccess",
      "NotFoundError"
    ],
    "MutationReplyToContactResult": [
      "MutationReplyToContactSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationRequestPasswordResetResult": [
      "MutationRequestPasswordResetSuccess",
      "ValidationError"
    ],
    "MutationResendConfirmationResult": [
      "MutationResendConfirmationSuccess",
      "ValidationError"
    ],
    "MutationResetAdministratorPasswordResult": [
      "ForbiddenError",
      "MutationResetAdministratorPasswordSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationResetPasswordResult": [
      "MutationResetPasswordSuccess",
      "UnauthorizedError",
      "ValidationError"
    ],
    "MutationResumeReceptionResult": [
      "MutationResumeReceptionSuccess",
      "ValidationError"
    ],
    "MutationSendContactResult": [
      "MutationSendContactSuccess",
      "TooManyRequestsError",
      "ValidationError"
    ],
    "MutationSignInAdminResult": [
      "MutationSignInAdminSuccess",
      "TooManyRequestsError",
      "UnauthorizedError",
      "ValidationError"
    ],
    "MutationSignInResult": [
      "MutationSignInSuccess",
      "TooManyRequestsError",
      "UnauthorizedError",
      "ValidationError"
    ],
    "MutationSignUpResult": [
      "MutationSignUpSuccess",
      "ValidationError"
    ],
    "MutationStartBusyModeResult": [
      "MutationStartBusyModeSuccess",
      "ValidationError"
    ],
    "MutationUpdateCustomerResult": [
      "ConflictError",
      "MutationUpdateCustomerSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationUpdateDeliveryAreaResult": [
      "MutationUpdateDeliveryAreaSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationUpdateInvoiceRegistrationResult": [
      "ForbiddenError",
      "MutationUpdateInvoiceRegistrationSuccess",
      "ValidationError"
    ],
    "MutationUpdateMyAccountResult": [
      "MutationUpdateMyAccountSuccess",
      "ValidationError"
    ],
    "MutationUpdateMyAdministratorAccountResult": [
      "MutationUpdateMyAdministratorAccountSuccess",
      "ValidationError"
    ],
    "MutationUpdateProvisionSettingResult": [
      "MutationUpdateProvisionSettingSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationUpdateTaxRateResult": [
      "ForbiddenError",
      "MutationUpdateTaxRateSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "QueryAdminContactResult": [
      "NotFoundError",
      "QueryAdminContactSuccess"
    ],
    "QueryAdminCustomerResult": [
      "NotFoundError",
      "QueryAdminCustomerSuccess"
    ],
    "QueryAdminOrdersResult": [
      "QueryAdminOrdersSuccess",
      "ValidationError"
    ],
    "QueryQuoteResult": [
      "QueryQuoteSuccess",
      "ValidationError"
    ],
    "QuerySalesReportResult": [
      "QuerySalesReportSuccess",
      "ValidationError"
    ]
  }
};
      export default result;
    