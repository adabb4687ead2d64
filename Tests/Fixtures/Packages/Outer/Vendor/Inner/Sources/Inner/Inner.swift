struct Inner {}
