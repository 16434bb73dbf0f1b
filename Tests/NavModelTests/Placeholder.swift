import Testing
@Test func placeholderNavModelTests() { #expect(1 + 1 == 2) }
