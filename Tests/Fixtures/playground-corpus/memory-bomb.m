// limit: memory — a string that doubles until it needs gigabytes; the address-space limit stops it.
NSString *s = @"0123456789abcdef";
while (YES) {
    s = [s stringByAppendingString:s];
}
